/// The view models listening to a model controller, each held weakly with what it does on a change:
/// the model tells, every view model that cares listens, and none of them knows about the others.
@MainActor
final class ModelControllerObservers<Change> {
    private struct Observation {
        weak var observer: AnyObject?
        let onChange: @MainActor (Change) -> Void
    }

    private var observations: [Observation] = []

    /// `onChange` runs on every change from now on, for as long as `observer` exists. It should hold
    /// `observer` weakly, as a notification centre would.
    func add(_ observer: AnyObject, onChange: @escaping @MainActor (Change) -> Void) {
        observations.removeAll { $0.observer == nil }
        observations.append(Observation(observer: observer, onChange: onChange))
    }

    /// Tells every observer still alive, the earliest first.
    func announce(_ change: Change) {
        for observation in observations where observation.observer != nil {
            observation.onChange(change)
        }
    }
}

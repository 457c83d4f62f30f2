/// Observes a model controller the way a controller does and records every change it announces.
@MainActor
final class ModelChangeSpy<Change> {
    private(set) var changes: [Change] = []

    func record(_ change: Change) {
        changes.append(change)
    }
}

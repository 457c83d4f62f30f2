/// A value a view model shows and a view binds to: `bind(_:)` calls the observer at once with the
/// current value, then again on every assignment, so a view that binds late still starts in step.
///
/// It is the only binding mechanism of this style: plain Swift, main-actor only, no unbinding,
/// because a view binds once in viewDidLoad and lives exactly as long as its view model.
/// Observers must capture their view weakly: the view owns the view model, which owns this box.
@MainActor
final class Observable<Value> {
    private var observers: [(Value) -> Void] = []

    /// Every assignment reaches every observer, even when the value is equal to the last one.
    var value: Value {
        didSet {
            for observer in observers { observer(value) }
        }
    }

    init(_ value: Value) {
        self.value = value
    }

    func bind(_ observer: @escaping @MainActor (Value) -> Void) {
        observers.append(observer)
        observer(value)
    }
}

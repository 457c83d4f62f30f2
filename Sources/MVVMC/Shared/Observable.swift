/// A value a view model shows and a view binds to: `bind(_:)` calls the observer at once with the
/// current value, then again on every change, so a view that binds late still starts in step.
///
/// It is the only binding mechanism of this style: plain Swift, main-actor only, no unbinding,
/// because a view binds once in viewDidLoad and lives exactly as long as its view model.
/// Observers must capture their view weakly: the view owns the view model, which owns this box.
///
/// It is read-only to everyone but the view model that owns it: only an `Output`, declared in this
/// file, can change its value, and a view model keeps its outputs `private(set)`.
@MainActor
final class Observable<Value> {
    private var observers: [(Value) -> Void] = []

    /// Every change reaches every observer, even to a value equal to the last one.
    fileprivate(set) var value: Value {
        didSet {
            for observer in observers { observer(value) }
        }
    }

    fileprivate init(_ value: Value) {
        self.value = value
    }

    func bind(_ observer: @escaping @MainActor (Value) -> Void) {
        observers.append(observer)
        observer(value)
    }
}

/// The writable side of an output, which its view model keeps private:
/// `@Output private(set) var counterText = "0 items left"` publishes every assignment, and
/// `$counterText` is the read-only `Observable` a view binds to.
@MainActor
@propertyWrapper
struct Output<Value> {
    let projectedValue: Observable<Value>

    init(wrappedValue: Value) {
        projectedValue = Observable(wrappedValue)
    }

    var wrappedValue: Value {
        get { projectedValue.value }
        nonmutating set { projectedValue.value = newValue }
    }

    /// Sets the value later, from a closure that must not keep the view model's outputs alive (an
    /// alert button's, for example).
    var weakSetter: @MainActor (Value) -> Void {
        { [weak projectedValue] in projectedValue?.value = $0 }
    }

    /// Publishes something that happens once (empty a field) and withdraws it at once: observers
    /// bound now hear it, and a view that binds later is not told it again.
    func send<Event>(_ event: Event) where Value == Event? {
        wrappedValue = event
        wrappedValue = nil
    }
}

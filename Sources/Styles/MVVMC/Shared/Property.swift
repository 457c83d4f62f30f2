/// State a view model shows: a value that is always there and may change. `observe(_:)` calls the
/// observer at once with the current value, then on every change, so a view that binds late (or
/// twice) still shows what the view model holds now.
///
/// Read-only: only the `MutableProperty` its view model keeps private can change it. Plain Swift on
/// the main actor, no unbinding: a view observes once in viewDidLoad and lives as long as its view
/// model. Observers must capture their view weakly: the view owns the view model, which owns this.
@MainActor
final class Property<Value> {
    private var observers: [@MainActor (Value) -> Void] = []

    /// Every change reaches every observer, even to a value equal to the last one.
    fileprivate(set) var value: Value {
        didSet {
            for observer in observers { observer(value) }
        }
    }

    fileprivate init(_ value: Value) {
        self.value = value
    }

    func observe(_ observer: @escaping @MainActor (Value) -> Void) {
        observers.append(observer)
        observer(value)
    }
}

/// The writable side of a `Property`, which its view model keeps private and publishes as
/// `property`: `private let counter = MutableProperty("0 items left")` and
/// `var counterText: Property<String> { counter.property }`.
@MainActor
final class MutableProperty<Value> {
    let property: Property<Value>

    init(_ value: Value) {
        property = Property(value)
    }

    var value: Value {
        get { property.value }
        set { property.value = newValue }
    }
}

/// A way to read and write a value owned by someone else, like SwiftUI's Binding: a `@State`'s
/// `$value`, a `@Bindable` model's `$model.property`, or one made from two closures.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: BindingIdentity {
    private let getValue: @MainActor () -> Value
    private let setValue: @MainActor (Value) -> Void
    let target: BindingTarget?

    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        self.init(get: get, set: set, target: nil)
    }

    init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void, target: BindingTarget?) {
        getValue = get
        setValue = set
        self.target = target
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let parent = self
        return Binding<Subject>(
            get: { parent.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = parent.wrappedValue
                value[keyPath: keyPath] = newValue
                parent.wrappedValue = value
            },
            target: nil)
    }
}

/// Which field has the keyboard, like SwiftUI's FocusState: a `Bool` for one field, or an optional
/// value naming one of several with `.focused(_:equals:)`. Setting it moves the focus; a user who
/// types in a field moves it there.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, InstallableProperty {
    /// A binding to the focus, as `$focus` gives it.
    @MainActor
    @propertyWrapper
    public struct Binding {
        let get: @MainActor () -> Value
        let set: @MainActor (Value) -> Void

        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        public var projectedValue: Binding { self }
    }

    private let state: State<Value>

    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding {
        let state = state
        return Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
    }

    func install(in node: ViewNode, label: String) {
        state.install(in: node, label: label)
    }
}

/// A binding, seen without its value type.
@MainActor
protocol BindingIdentity {
    var target: BindingTarget? { get }
}

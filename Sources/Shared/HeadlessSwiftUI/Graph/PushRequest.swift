/// A screen a view asks to push onto the navigation stack it is in, while its binding is true. The
/// binding goes back to false when the user goes back.
@MainActor
struct PushRequest {
    var path: ViewPath
    var content: any View
    var isPresented: Binding<Bool>
    var environment: EnvironmentValues
    /// Tells one destination from another at the same place, as `navigationDestination(item:)` does.
    var key: AnyHashable?
}

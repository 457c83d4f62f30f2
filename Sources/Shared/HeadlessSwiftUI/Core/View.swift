/// A piece of user interface, like SwiftUI's View: a value that describes what to show through its
/// `body`, made of other views. Primitive views (text, buttons, stacks) have no body of their own:
/// the host turns them into HeadlessUI views.
@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// Closes the presentation a view is in, like SwiftUI's DismissAction read from
/// `@Environment(\.dismiss)`. Outside a presentation it does nothing.
@MainActor
public struct DismissAction {
    let id: ObjectIdentifier?
    let perform: @MainActor () -> Void

    public func callAsFunction() {
        perform()
    }
}

import HeadlessUI
import Testing

extension ViewController {
    /// The view with accessibility identifier `identifier` in this controller's view, of type `T`.
    /// Fails the test at the caller's line, with the controller's screen text, when there is none.
    @MainActor
    public func element<T: View>(
        _ identifier: String, as type: T.Type = T.self, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> T {
        let found = view.view(withIdentifier: identifier)
        guard let element = found as? T else {
            let problem = found.map { "element is \(Swift.type(of: $0)), not \(T.self)" } ?? "no element"
            let screen = ScreenText.render(self)
            Issue.record(
                "\(problem) with identifier \"\(identifier)\" on screen:\n\(screen)", sourceLocation: sourceLocation)
            throw LookupFailure()
        }
        return element
    }
}

extension View {
    /// The text of the label `identifier` below this view; nil when there is no such label.
    @MainActor
    public func labelText(_ identifier: String) -> String? {
        (view(withIdentifier: identifier) as? Label)?.text
    }
}

/// Thrown after a lookup has recorded why it failed, to stop the test there.
public struct LookupFailure: Error {}

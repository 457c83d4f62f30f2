/// An indeterminate progress indicator, like SwiftUI's ProgressView(); shown as a spinning
/// HeadlessUI activity indicator.
public struct ProgressView: View, PrimitiveView {
    public init() {}

    public var body: Never { fatalError("ProgressView has no body") }

    func resolve(in context: ResolveContext) -> [Element] {
        [context.element(.progress)]
    }
}

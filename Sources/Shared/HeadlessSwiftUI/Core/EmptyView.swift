/// A view that shows nothing, like SwiftUI's EmptyView.
public struct EmptyView: View, PrimitiveView {
    public init() {}

    public var body: Never { fatalError("EmptyView has no body") }

    func resolve(in context: ResolveContext) -> [Element] {
        []
    }
}

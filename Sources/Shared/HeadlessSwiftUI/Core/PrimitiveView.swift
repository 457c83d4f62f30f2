/// A view the host shows itself rather than through a body: it turns into elements directly.
@MainActor
protocol PrimitiveView: View {
    func resolve(in context: ResolveContext) -> [Element]
}

extension PrimitiveView {
    /// What a primitive view's `_makeView` gives: the elements it resolves to.
    func outputs(_ inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(elements: resolve(in: inputs.context))
    }
}

/// Where a view is made, handed to `View._makeView`; opaque outside the module, as in SwiftUI.
@MainActor
public struct _ViewInputs {
    let context: ResolveContext
}

/// What a view was made into, returned by `View._makeView`.
@MainActor
public struct _ViewOutputs {
    let elements: [Element]
}

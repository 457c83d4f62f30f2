/// An item of a view's toolbar, like SwiftUI's ToolbarItem: its buttons become bar buttons of the
/// navigation bar, at its placement.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: Never { fatalError("ToolbarItem has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        let buttons = context.buttons(in: content, at: .index(0))
        context.preferences.toolbarItems.append(ToolbarItemElement(placement: placement, buttons: buttons))
        return []
    }
}

extension ToolbarItem where ID == Void {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

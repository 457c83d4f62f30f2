/// A resolved toolbar item: the buttons it holds and where they go.
@MainActor
struct ToolbarItemElement {
    var placement: ToolbarItemPlacement
    var buttons: [ButtonElement]
}

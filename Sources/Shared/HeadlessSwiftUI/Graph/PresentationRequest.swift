/// A sheet, alert or confirmation dialog a view asks to show, with the binding that says whether
/// it is shown. The host presents it while the binding is true and sets it back to false when the
/// user closes it.
@MainActor
struct PresentationRequest {
    enum Kind {
        case sheet(content: any View, onDismiss: (@MainActor () -> Void)?)
        case alert(title: String?, message: String?, actions: [ButtonElement], fields: [AlertField], isDialog: Bool)
    }

    var path: ViewPath
    var kind: Kind
    var isPresented: Binding<Bool>
    /// What the presented content inherits: the environment where the modifier is.
    var environment: EnvironmentValues
    /// Tells one sheet from another at the same place, as `sheet(item:)` does by the item's id.
    var key: AnyHashable?
}

/// What the New Contact presenter can ask of its screen. The fields keep their text by themselves.
@MainActor
protocol AddContactView: AnyObject {
    /// Shows `alert`, whose buttons only close it.
    func showAlert(_ alert: AlertDisplay<Never>)
}

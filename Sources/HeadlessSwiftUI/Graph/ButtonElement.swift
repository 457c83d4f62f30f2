/// A resolved button: its title, role and action, wherever it is shown (on screen, in a bar, in an
/// alert or behind a swipe).
@MainActor
struct ButtonElement {
    var title: String
    var role: ButtonRole?
    var action: @MainActor () -> Void
    var identifier: String?
    var isDisabled = false
    var tint: Color?

    var signature: String {
        "\(title) \(role?.name ?? "") \(identifier ?? "") \(isDisabled) \(tint?.name ?? "")"
    }
}

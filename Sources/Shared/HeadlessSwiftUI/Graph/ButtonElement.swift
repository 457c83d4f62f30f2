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

    func showsSame(as other: ButtonElement) -> Bool {
        title == other.title && role == other.role && identifier == other.identifier
            && isDisabled == other.isDisabled && tint == other.tint
    }
}

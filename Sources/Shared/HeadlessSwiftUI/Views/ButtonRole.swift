/// What a button does, like SwiftUI's ButtonRole: a destructive button is shown in red, behind a
/// swipe too, and a cancel button closes an alert or dialog.
public struct ButtonRole: Equatable, Sendable {
    let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// The buttons of an alert on screen as of the last update, so that a tap runs the newest action.
@MainActor
final class AlertButtons {
    var buttons: [ButtonElement]

    init(_ buttons: [ButtonElement]) {
        self.buttons = buttons
    }
}

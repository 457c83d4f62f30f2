import Testing

@testable import MVP

/// An alert with one button that only closes it, written out for expectations.
func notice<Choice>(_ title: String, _ message: String, button: String = "OK") -> AlertDisplay<Choice> {
    AlertDisplay(title: title, message: message, buttons: [AlertButtonDisplay(title: button)])
}

/// Taps the button titled `title` of `alert` as the view does: the button's choice, if it has one,
/// is reported to `presenter`. Fails the test when no alert was shown or it has no such button.
@MainActor
func tap<Choice>(
    _ title: String, of alert: AlertDisplay<Choice>?, reportingTo presenter: @MainActor (Choice) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let alert else {
        Issue.record("no alert was shown", sourceLocation: sourceLocation)
        return
    }
    guard let button = alert.buttons.first(where: { $0.title == title }) else {
        Issue.record("the alert \"\(alert.title)\" has no button \"\(title)\"", sourceLocation: sourceLocation)
        return
    }
    if let choice = button.choice { presenter(choice) }
}

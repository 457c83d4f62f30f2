@testable import MVP

/// An alert with one button that only closes it, written out for expectations.
func notice<Choice>(_ title: String, _ message: String, button: String = "OK") -> AlertDisplay<Choice> {
    AlertDisplay(title: title, message: message, buttons: [AlertDisplay.Button(title: button)])
}

@testable import VIP

/// An alert with one button that only closes it, written out for expectations.
func notice(_ title: String, _ message: String, button: String = "OK") -> AlertDisplay<Never> {
    AlertDisplay(title: title, message: message, buttons: [AlertDisplay.Button(title: button)])
}

@testable import MVP

extension AlertDisplay {
    /// The choice the button titled `title` carries: nil for a button that only closes the alert, or
    /// for no such button.
    func choice(ofButton title: String) -> Choice? {
        buttons.first { $0.title == title }?.choice
    }
}

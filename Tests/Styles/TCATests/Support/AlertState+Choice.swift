@testable import TCA

extension AlertState {
    /// The action the button titled `title` sends, or nil when the alert has no such button.
    func choice(ofButton title: String) -> Action? {
        buttons.first { $0.title == title }?.choice
    }
}

@testable import TEA

extension AlertState {
    /// The message the button titled `title` sends, or nil when the alert has no such button.
    func choice(ofButton title: String) -> Message? {
        buttons.first { $0.title == title }?.choice
    }
}

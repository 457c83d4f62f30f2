@testable import VIPER

extension AlertDisplay {
    /// The choice of the button titled `title`: what a tap on it hands back. Nil when the button has
    /// none, or when there is no such button.
    func choice(ofButton title: String) -> Choice? {
        buttons.first { $0.title == title }?.choice
    }
}

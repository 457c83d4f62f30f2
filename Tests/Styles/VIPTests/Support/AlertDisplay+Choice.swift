@testable import VIP

extension AlertDisplay {
    /// The choice of the button titled `title`; nil when there is no such button or it only closes.
    func choice(ofButton title: String) -> Choice? {
        buttons.first { $0.title == title }?.choice
    }
}

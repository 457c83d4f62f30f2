@testable import MVVMSwiftUI

extension AlertViewModel {
    /// The choice of the button titled `title`: what a view sends back when the user taps it. Nil
    /// when the button only closes the alert, or when there is no such button.
    func choice(ofButton title: String) -> Choice? {
        buttons.first { $0.title == title }?.choice
    }
}

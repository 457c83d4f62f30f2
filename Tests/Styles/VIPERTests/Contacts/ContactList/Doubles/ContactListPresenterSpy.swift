@testable import VIPER

/// Records the events the contacts screen reports.
@MainActor
final class ContactListPresenterSpy: ContactListPresenting {
    enum Message: Equatable {
        case viewDidLoad
        case viewDidAppear
        case addButtonTapped
        case importButtonTapped
        case alertButtonTapped(ContactListAlertChoice)
    }

    private(set) var messages: [Message] = []

    func viewDidLoad() { messages.append(.viewDidLoad) }
    func viewDidAppear() { messages.append(.viewDidAppear) }
    func addButtonTapped() { messages.append(.addButtonTapped) }
    func importButtonTapped() { messages.append(.importButtonTapped) }
    func alertButtonTapped(_ choice: ContactListAlertChoice) { messages.append(.alertButtonTapped(choice)) }
}

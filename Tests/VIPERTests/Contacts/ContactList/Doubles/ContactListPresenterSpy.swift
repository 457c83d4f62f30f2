@testable import VIPER

@MainActor
final class ContactListPresenterSpy: ContactListPresenting {
    enum Message: Equatable {
        case viewDidLoad
        case viewDidAppear
        case addButtonTapped
        case importButtonTapped
    }

    private(set) var messages: [Message] = []

    func viewDidLoad() { messages.append(.viewDidLoad) }
    func viewDidAppear() { messages.append(.viewDidAppear) }
    func addButtonTapped() { messages.append(.addButtonTapped) }
    func importButtonTapped() { messages.append(.importButtonTapped) }
}

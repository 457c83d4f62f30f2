@testable import MVP

/// Records what the New Contact screen reports.
@MainActor
final class AddContactPresenterSpy: AddContactPresenting {
    enum Message: Equatable {
        case firstNameChanged(String)
        case lastNameChanged(String)
        case doneButtonTapped
        case cancelButtonTapped
        case swipeDownRefused
        case swipedDown
        case alertButtonTapped(AddContactAlertChoice)
    }

    private(set) var messages: [Message] = []

    func firstNameChanged(_ text: String) { messages.append(.firstNameChanged(text)) }
    func lastNameChanged(_ text: String) { messages.append(.lastNameChanged(text)) }
    func doneButtonTapped() { messages.append(.doneButtonTapped) }
    func cancelButtonTapped() { messages.append(.cancelButtonTapped) }
    func swipeDownRefused() { messages.append(.swipeDownRefused) }
    func swipedDown() { messages.append(.swipedDown) }
    func alertButtonTapped(_ choice: AddContactAlertChoice) { messages.append(.alertButtonTapped(choice)) }
}

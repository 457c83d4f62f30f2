@testable import MVP

/// Records what the New Contact screen reports.
@MainActor
final class AddContactPresenterSpy: AddContactPresenting {
    enum Message: Equatable {
        case viewDidAppear
        case doneButtonTapped(firstName: String, lastName: String)
        case cancelButtonTapped
    }

    private(set) var messages: [Message] = []

    func viewDidAppear() { messages.append(.viewDidAppear) }
    func doneButtonTapped(firstName: String, lastName: String) {
        messages.append(.doneButtonTapped(firstName: firstName, lastName: lastName))
    }
    func cancelButtonTapped() { messages.append(.cancelButtonTapped) }
}

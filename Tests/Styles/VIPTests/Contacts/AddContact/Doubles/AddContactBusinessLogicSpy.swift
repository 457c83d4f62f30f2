import Models

@testable import VIP

/// Records the requests New Contact sends; like the interactor, it is the scene's data store.
@MainActor
final class AddContactBusinessLogicSpy: AddContactBusinessLogic, AddContactDataStore {
    enum Message: Equatable {
        case firstNameChanged(String)
        case lastNameChanged(String)
        case doneButtonTapped
        case swipeDownRefused
        case swipedDown
        case alertButtonTapped(AddContactAlertChoice)
    }

    private(set) var messages: [Message] = []
    var addedContact: Contact?
    var savedBook: ContactBook?

    func firstNameChanged(request: CreateContact.FirstNameChanged.Request) {
        messages.append(.firstNameChanged(request.text))
    }
    func lastNameChanged(request: CreateContact.LastNameChanged.Request) {
        messages.append(.lastNameChanged(request.text))
    }
    func doneButtonTapped(request: CreateContact.DoneButtonTapped.Request) { messages.append(.doneButtonTapped) }
    func swipeDownRefused(request: CreateContact.SwipeDownRefused.Request) { messages.append(.swipeDownRefused) }
    func swipedDown(request: CreateContact.SwipedDown.Request) { messages.append(.swipedDown) }
    func alertButtonTapped(request: CreateContact.AlertButtonTapped.Request) {
        messages.append(.alertButtonTapped(request.choice))
    }
}

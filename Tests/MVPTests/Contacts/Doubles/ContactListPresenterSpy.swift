@testable import MVP

/// Records what the contacts screen reports, and answers the table's questions with the rows a test
/// gives it.
@MainActor
final class ContactListPresenterSpy: ContactListPresenting {
    enum Message: Equatable {
        case viewDidLoad
        case viewDidAppear
        case addButtonTapped
        case importButtonTapped
        case alertChoiceMade(ContactListAlertChoice)
    }

    private(set) var messages: [Message] = []
    var rows: [ContactRowDisplay] = []

    func viewDidLoad() { messages.append(.viewDidLoad) }
    func viewDidAppear() { messages.append(.viewDidAppear) }
    func addButtonTapped() { messages.append(.addButtonTapped) }
    func importButtonTapped() { messages.append(.importButtonTapped) }
    func alertChoiceMade(_ choice: ContactListAlertChoice) { messages.append(.alertChoiceMade(choice)) }

    var numberOfRows: Int { rows.count }
    func row(at index: Int) -> ContactRowDisplay { rows[index] }
}

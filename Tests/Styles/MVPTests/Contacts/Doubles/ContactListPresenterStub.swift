@testable import MVP

/// Records what the contacts screen reports, and answers the table's questions with the rows a test
/// gives it.
@MainActor
final class ContactListPresenterStub: ContactListPresenting {
    enum Message: Equatable {
        case viewDidLoad
        case viewDidAppear
        case addButtonTapped
        case importButtonTapped
        case alertButtonTapped(ContactListAlertChoice)
    }

    private(set) var messages: [Message] = []
    /// The choices of the alert buttons tapped, oldest first.
    var alertChoices: [ContactListAlertChoice] {
        messages.compactMap { message in
            guard case .alertButtonTapped(let choice) = message else { return nil }
            return choice
        }
    }
    var rows: [ContactRowDisplay] = []

    func viewDidLoad() { messages.append(.viewDidLoad) }
    func viewDidAppear() { messages.append(.viewDidAppear) }
    func addButtonTapped() { messages.append(.addButtonTapped) }
    func importButtonTapped() { messages.append(.importButtonTapped) }
    func alertButtonTapped(_ choice: ContactListAlertChoice) { messages.append(.alertButtonTapped(choice)) }

    var numberOfRows: Int { rows.count }
    func row(at index: Int) -> ContactRowDisplay { rows[index] }
}

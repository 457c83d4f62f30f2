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
    /// The rows it answers with, by index.
    var rows: [ContactRowDisplay] = []

    func viewDidLoad() { messages.append(.viewDidLoad) }
    func viewDidAppear() { messages.append(.viewDidAppear) }
    func addButtonTapped() { messages.append(.addButtonTapped) }
    func importButtonTapped() { messages.append(.importButtonTapped) }
    func row(at index: Int) -> ContactRowDisplay { rows[index] }
}

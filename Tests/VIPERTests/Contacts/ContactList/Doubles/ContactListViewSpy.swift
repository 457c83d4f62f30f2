@testable import VIPER

@MainActor
final class ContactListViewSpy: ContactListView {
    enum Message: Equatable {
        case display(ContactListDisplay)
        case displayInserting(ContactListDisplay, row: Int)
        case importing(Bool)
    }

    private(set) var messages: [Message] = []

    func display(_ list: ContactListDisplay) { messages.append(.display(list)) }
    func display(_ list: ContactListDisplay, insertingRowAt row: Int) {
        messages.append(.displayInserting(list, row: row))
    }
    func displayImporting(_ isImporting: Bool) { messages.append(.importing(isImporting)) }
}

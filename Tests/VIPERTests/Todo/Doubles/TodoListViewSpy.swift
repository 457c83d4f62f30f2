@testable import VIPER

@MainActor
final class TodoListViewSpy: TodoListView {
    enum Message: Equatable {
        case display(TodoListDisplay)
        case addButton(isEnabled: Bool)
        case clearNameField
    }

    private(set) var messages: [Message] = []

    /// The lists displayed, in order.
    var displayedLists: [TodoListDisplay] {
        messages.compactMap {
            if case .display(let list) = $0 { return list }
            return nil
        }
    }

    func display(_ list: TodoListDisplay) {
        messages.append(.display(list))
    }

    func displayAddButton(isEnabled: Bool) {
        messages.append(.addButton(isEnabled: isEnabled))
    }

    func clearNameField() {
        messages.append(.clearNameField)
    }
}

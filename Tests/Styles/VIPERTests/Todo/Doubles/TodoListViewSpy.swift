@testable import VIPER

/// Records what the presenter asks the todo screen to show.
@MainActor
final class TodoListViewSpy: TodoListView {
    private(set) var displayedLists: [TodoListDisplay] = []
    private(set) var addButtonStates: [Bool] = []
    private(set) var nameFieldClearings = 0
    private(set) var alerts: [AlertDisplay<TodoListAlertChoice>] = []

    func display(_ list: TodoListDisplay) { displayedLists.append(list) }
    func displayAddButton(isEnabled: Bool) { addButtonStates.append(isEnabled) }
    func clearNameField() { nameFieldClearings += 1 }
    func showAlert(_ alert: AlertDisplay<TodoListAlertChoice>) { alerts.append(alert) }
}

import Models
import Observation

/// The Todo screen's state and rules, observed by its view: it keeps the last saved list and never
/// adopts a change before the store has accepted it. The view reads the state, which only this
/// object changes, and calls an intent for everything the user does.
@MainActor
@Observable
final class TodoListViewModel {
    typealias Alert = AlertViewModel<TodoListAlertChoice>

    // MARK: State

    /// Sorted once per saved change, not on every render.
    private(set) var rows: Rows
    /// The field's text as last typed: what "Add" adds. Emptied once it is an item.
    private(set) var name = ""
    /// The alert or action sheet on screen; nil once it is closed.
    private(set) var alert: Alert?

    var counterText: String {
        let remaining = list.remainingCount
        return remaining == 1 ? "1 item left" : "\(remaining) items left"
    }

    var isEmptyLabelHidden: Bool {
        !list.items.isEmpty
    }

    var isAddEnabled: Bool {
        TodoName.canSubmit(name)
    }

    @ObservationIgnored private let store: any TodoStore
    @ObservationIgnored private let clock: Clock
    @ObservationIgnored private let dateFormatter: DisplayDateFormatter
    /// The list as last saved.
    private var list: TodoList
    /// A load that failed waits for the screen's first appearance: an alert needs a screen on display.
    @ObservationIgnored private var pendingLoadFailure: StoreError?

    /// Loads the stored list at once, so the screen's first render shows it.
    init(store: any TodoStore, clock: Clock, dateFormatter: DisplayDateFormatter) {
        self.store = store
        self.clock = clock
        self.dateFormatter = dateFormatter
        let loaded: TodoList
        do {
            loaded = try store.load()
        } catch {
            loaded = TodoList()
            pendingLoadFailure = error
        }
        list = loaded
        rows = Rows(items: loaded.sortedItems, dateFormatter: dateFormatter)
    }

    // MARK: Intents

    func onAppear() {
        guard let failure = pendingLoadFailure else { return }
        pendingLoadFailure = nil
        alert = .loadFailure(failure, of: "tasks")
    }

    func nameChanged(_ text: String) {
        name = text
    }

    func addButtonTapped() {
        switch TodoName.validate(name) {
        case .failure(.empty):
            return
        case .failure(.tooLong):
            alert = .notice(title: "Name too long", message: "A task name can have at most 200 characters.")
        case .success(let valid):
            guard save(list.adding(name: valid, createdAt: clock.now()).list) else { return }
            name = ""
        }
    }

    /// The row is named by its item's id, not its position, so a list that re-sorted in between
    /// still changes the right item.
    func swipeActionTapped(_ kind: TodoRowViewModel.SwipeAction.Kind, itemID: Int) {
        guard let item = list.item(withID: itemID) else { return }
        switch kind {
        case .done, .undone:
            save(list.togglingDone(id: itemID))
        case .priority:
            alert = priorityAlert(for: item)
        case .remove:
            alert = removalAlert(for: item)
        }
    }

    func alertButtonTapped(_ choice: TodoListAlertChoice) {
        switch choice {
        case .setPriority(let priority, let itemID):
            save(list.settingPriority(priority, id: itemID))
        case .remove(let itemID):
            save(list.removing(id: itemID))
        }
    }

    /// Any button closes the alert, before its choice (if it has one) arrives.
    func alertDismissed() {
        alert = nil
    }

    // MARK: Alerts

    private func priorityAlert(for item: TodoItem) -> Alert {
        let choices: [(String, Priority)] = [("Normal", .normal), ("Important", .important), ("Urgent", .urgent)]
        let buttons = choices.map { title, priority in
            Alert.Button(title: title, choice: .setPriority(priority, itemID: item.id))
        }
        return Alert(
            title: "Change priority", message: "You want to change priority for:\n\n\(item.name)",
            style: .actionSheet, buttons: buttons + [.init(title: "Cancel", role: .cancel)])
    }

    private func removalAlert(for item: TodoItem) -> Alert {
        Alert(
            title: "Remove item", message: "You want to remove item:\n\n\(item.name)\n\nAre you sure?",
            buttons: [
                .init(title: "Cancel", role: .cancel),
                .init(title: "Remove", role: .destructive, choice: .remove(itemID: item.id)),
            ])
    }

    // MARK: Saving and publishing

    /// Saves `changed` and adopts it only when the store took it; otherwise tells the user.
    @discardableResult
    private func save(_ changed: TodoList) -> Bool {
        do {
            try store.save(changed)
        } catch {
            alert = .notice(title: "Could not save", message: "Your change was not saved: \(error.reason)")
            return false
        }
        list = changed
        rows = Rows(items: changed.sortedItems, dateFormatter: dateFormatter)
        return true
    }
}

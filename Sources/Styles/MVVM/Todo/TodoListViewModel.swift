import Models

/// The Todo screen's state and rules. It keeps the last saved list and never adopts a change before
/// the store has accepted it.
@MainActor
final class TodoListViewModel: TodoListViewModelType, TodoListViewModelInputs, TodoListViewModelOutputs {
    var inputs: any TodoListViewModelInputs { self }
    var outputs: any TodoListViewModelOutputs { self }

    // MARK: Outputs

    var rows: Property<Rows> { rowsValue.property }
    var counterText: Property<String> { counterTextValue.property }
    var isEmptyLabelHidden: Property<Bool> { isEmptyLabelHiddenValue.property }
    var isAddEnabled: Property<Bool> { isAddEnabledValue.property }
    var showAlert: Signal<AlertViewModel<TodoListAlertChoice>> { alertPipe.signal }
    var clearNameField: Signal<Void> { clearNameFieldPipe.signal }

    private let rowsValue: MutableProperty<Rows>
    private let counterTextValue = MutableProperty("0 items left")
    private let isEmptyLabelHiddenValue = MutableProperty(false)
    private let isAddEnabledValue = MutableProperty(false)
    private let alertPipe = SignalPipe<AlertViewModel<TodoListAlertChoice>>()
    private let clearNameFieldPipe = SignalPipe<Void>()

    // MARK: State

    private let store: any TodoStore
    private let clock: Clock
    private let dateFormatter: DisplayDateFormatter
    private var list = TodoList()
    /// The field's text as last typed: what "Add" adds.
    private var typedName = ""
    /// A load that failed waits for the screen's first appearance: an alert needs a screen on display.
    private var pendingLoadFailure: StoreError?

    init(store: any TodoStore, clock: Clock, dateFormatter: DisplayDateFormatter) {
        self.store = store
        self.clock = clock
        self.dateFormatter = dateFormatter
        rowsValue = MutableProperty(Rows(items: [], dateFormatter: dateFormatter))
    }

    // MARK: Inputs

    func viewDidLoad() {
        do {
            list = try store.load()
        } catch {
            list = TodoList()
            pendingLoadFailure = error
        }
        publishList()
    }

    func viewDidAppear() {
        guard let failure = pendingLoadFailure else { return }
        pendingLoadFailure = nil
        alertPipe.send(.loadFailure(failure, of: "tasks"))
    }

    func nameChanged(_ text: String) {
        typedName = text
        isAddEnabledValue.value = TodoName.canSubmit(text)
    }

    func addButtonTapped() {
        switch TodoName.validate(typedName) {
        case .failure(.empty):
            return
        case .failure(.tooLong):
            alertPipe.send(.notice(title: "Name too long", message: "A task name can have at most 200 characters."))
        case .success(let name):
            guard save(list.adding(name: name, createdAt: clock.now()).list) else { return }
            clearNameFieldPipe.send()
            nameChanged("")
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
            alertPipe.send(priorityAlert(for: item))
        case .remove:
            alertPipe.send(removalAlert(for: item))
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

    // MARK: Alerts

    private func priorityAlert(for item: TodoItem) -> AlertViewModel<TodoListAlertChoice> {
        let choices: [(String, Priority)] = [("Normal", .normal), ("Important", .important), ("Urgent", .urgent)]
        let buttons = choices.map { title, priority in
            AlertViewModel<TodoListAlertChoice>.Button(title: title, choice: .setPriority(priority, itemID: item.id))
        }
        return AlertViewModel(
            title: "Change priority", message: "You want to change priority for:\n\n\(item.name)",
            style: .actionSheet, buttons: buttons + [.init(title: "Cancel", role: .cancel)])
    }

    private func removalAlert(for item: TodoItem) -> AlertViewModel<TodoListAlertChoice> {
        AlertViewModel(
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
            alertPipe.send(.notice(title: "Could not save", message: "Your change was not saved: \(error.reason)"))
            return false
        }
        list = changed
        publishList()
        return true
    }

    private func publishList() {
        rowsValue.value = Rows(items: list.sortedItems, dateFormatter: dateFormatter)
        let remaining = list.remainingCount
        counterTextValue.value = remaining == 1 ? "1 item left" : "\(remaining) items left"
        isEmptyLabelHiddenValue.value = !list.items.isEmpty
    }
}

import Models

/// The Todo screen's state and rules. Inputs are what the user (or the screen's lifecycle) did;
/// outputs are what the screen shows, read-only to everyone else. It keeps the last saved list and
/// never adopts a change before the store has accepted it.
@MainActor
final class TodoListViewModel {
    /// What the view model asks of the name field. It never writes back what the user types: setting
    /// a field's text while typing breaks the caret and the composition of Arabic or Persian input.
    enum NameFieldRequest: Equatable {
        case clear
    }

    // MARK: Outputs

    @Output private(set) var rows: Rows
    @Output private(set) var counterText = "0 items left"
    @Output private(set) var isEmptyLabelHidden = false
    @Output private(set) var isAddEnabled = false
    @Output private(set) var nameFieldRequest: NameFieldRequest? = nil
    @Output private(set) var alert: AlertViewModel? = nil

    private let store: any TodoStore
    private let clock: Clock
    private let dateFormatter: DisplayDateFormatter
    private var list = TodoList()
    /// The field's text as last typed: what "Add" adds.
    private var typedName = ""
    private var loadAlert = AlertViewModel.UntilFirstAppearance()

    init(store: any TodoStore, clock: Clock, dateFormatter: DisplayDateFormatter) {
        self.store = store
        self.clock = clock
        self.dateFormatter = dateFormatter
        _rows = Output(wrappedValue: Rows(items: [], dateFormatter: dateFormatter))
    }

    // MARK: Inputs

    func viewDidLoad() {
        do {
            list = try store.load()
        } catch {
            list = TodoList()
            loadAlert.hold(.loadFailure(error, of: "tasks"))
        }
        publishList()
    }

    /// The load alert waits for the first appearance: an alert needs a screen on display.
    func viewDidAppear() {
        if let loadFailure = loadAlert.screenAppeared() {
            _alert.show(loadFailure)
        }
    }

    func nameChanged(_ text: String) {
        typedName = text
        isAddEnabled = TodoName.canSubmit(text)
    }

    func addButtonTapped() {
        switch TodoName.validate(typedName) {
        case .failure(.empty):
            return
        case .failure(.tooLong):
            _alert.show(.notice(title: "Name too long", message: "A task name can have at most 200 characters."))
        case .success(let name):
            guard save(list.adding(name: name, createdAt: clock.now()).list) else { return }
            _nameFieldRequest.send(.clear)
            nameChanged("")
        }
    }

    /// A swipe button was tapped on the row of item `itemID`. The row is named by id, not by
    /// position, so a list that re-sorted in between still changes the right item.
    func swipeActionChosen(_ kind: TodoRowViewModel.SwipeAction.Kind, itemID: Int) {
        guard let item = list.item(withID: itemID) else { return }
        switch kind {
        case .done, .undone:
            save(list.togglingDone(id: itemID))
        case .priority:
            _alert.show(priorityAlert(for: item))
        case .remove:
            _alert.show(removalAlert(for: item))
        }
    }

    // MARK: Row actions

    private func priorityAlert(for item: TodoItem) -> AlertViewModel {
        let choices: [(String, Priority)] = [("Normal", .normal), ("Important", .important), ("Urgent", .urgent)]
        let actions = choices.map { title, priority in
            AlertViewModel.Action(title: title) { [weak self] in
                guard let self else { return }
                save(list.settingPriority(priority, id: item.id))
            }
        }
        return AlertViewModel(
            title: "Change priority", message: "You want to change priority for:\n\n\(item.name)",
            style: .actionSheet, actions: actions + [AlertViewModel.Action(title: "Cancel", style: .cancel)])
    }

    private func removalAlert(for item: TodoItem) -> AlertViewModel {
        AlertViewModel(
            title: "Remove item", message: "You want to remove item:\n\n\(item.name)\n\nAre you sure?",
            actions: [
                AlertViewModel.Action(title: "Cancel", style: .cancel),
                AlertViewModel.Action(title: "Remove", style: .destructive) { [weak self] in
                    guard let self else { return }
                    save(list.removing(id: item.id))
                },
            ])
    }

    // MARK: Saving and publishing

    /// Saves `changed` and adopts it only when the store took it; otherwise tells the user.
    @discardableResult
    private func save(_ changed: TodoList) -> Bool {
        do {
            try store.save(changed)
        } catch {
            _alert.show(.notice(title: "Could not save", message: "Your change was not saved: \(error.reason)"))
            return false
        }
        list = changed
        publishList()
        return true
    }

    private func publishList() {
        rows = Rows(items: list.sortedItems, dateFormatter: dateFormatter)
        let remaining = list.remainingCount
        counterText = remaining == 1 ? "1 item left" : "\(remaining) items left"
        isEmptyLabelHidden = !list.items.isEmpty
    }
}

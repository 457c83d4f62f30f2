import Foundation
import HeadlessUI
import Models

/// The Todo screen. In MVC the controller is the hub of its screen: it builds and owns its views, is
/// its table's data source and delegate, decides what every cell shows, turns every tap into a change
/// of its model controller, and updates its views when the model announces what changed, failures
/// included.
final class TodoListViewController: ViewController {
    private let model: TodoListModelController
    private let clock: Clock
    private let dateFormatter: DisplayDateFormatter
    /// Heard when the controller starts observing, kept until the screen is on screen, where an
    /// alert can be shown.
    private var pendingLoadFailure: StoreError?

    private let nameField = TextField()
    private let addButton = Button(title: "Add")
    private let counterLabel = Label(identifier: "todo.counter")
    private let emptyLabel = Label(identifier: "todo.empty")
    private let tableView = TableView()

    init(model: TodoListModelController, clock: Clock, dateFormatter: DisplayDateFormatter) {
        self.model = model
        self.clock = clock
        self.dateFormatter = dateFormatter
        super.init()
        title = "Todo"
    }

    // MARK: Lifecycle

    override func loadView() {
        let root = View()
        nameField.accessibilityIdentifier = "todo.nameField"
        nameField.placeholder = "What needs to be done?"
        addButton.accessibilityIdentifier = "todo.addButton"
        addButton.isEnabled = false
        emptyLabel.text = "Nothing to do"
        tableView.accessibilityIdentifier = "todo.list"
        tableView.register(TodoCell.self, forCellReuseIdentifier: TodoCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        for subview in [nameField, addButton, counterLabel, emptyLabel, tableView] as [View] {
            root.addSubview(subview)
        }
        setView(root)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.addAction(Action { [weak self] _ in self?.nameFieldChanged() }, for: .editingChanged)
        addButton.addAction(Action { [weak self] _ in self?.addTapped() }, for: .touchUpInside)
        model.addObserver(self) { [weak self] change in self?.modelChanged(change) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let failure = pendingLoadFailure else { return }
        pendingLoadFailure = nil
        presentAlert(Self.loadFailureAlert(failure, of: "tasks"))
    }

    // MARK: Model changes

    /// Every row shows its position, so an insertion, a removal or a move renumbers the rows after it:
    /// the table reloads whatever the change, and the positions the model announces go unused.
    private func modelChanged(_ change: TodoListModelController.Change) {
        switch change {
        case .reloaded, .removed, .moved:
            showItems()
        case .inserted:
            // The typed name is an item now: the field is ready for the next one.
            showItems()
            nameField.text = ""
            nameFieldChanged()
        case .loadFailed(let error):
            pendingLoadFailure = error
        case .saveFailed(let reason):
            presentAlert(Self.noticeAlert(title: "Could not save", message: "Your change was not saved: \(reason)"))
        }
    }

    private func showItems() {
        tableView.reloadData()
        let remaining = model.remainingCount
        counterLabel.text = remaining == 1 ? "1 item left" : "\(remaining) items left"
        emptyLabel.isHidden = !model.items.isEmpty
    }

    // MARK: Adding

    private func nameFieldChanged() {
        addButton.isEnabled = TodoName.canSubmit(nameField.text ?? "")
    }

    private func addTapped() {
        switch TodoName.validate(nameField.text ?? "") {
        case .failure(.empty):
            return
        case .failure(.tooLong):
            presentAlert(
                Self.noticeAlert(title: "Name too long", message: "A task name can have at most 200 characters."))
        case .success(let name):
            model.addItem(named: name, createdAt: clock.now())
        }
    }

    // MARK: Row actions

    private func askForPriority(itemID: Int) {
        guard let item = model.item(withID: itemID) else { return }
        let sheet = AlertController(
            title: "Change priority", message: "You want to change priority for:\n\n\(item.name)",
            preferredStyle: .actionSheet)
        let choices: [(title: String, priority: Priority)] = [
            ("Normal", .normal), ("Important", .important), ("Urgent", .urgent),
        ]
        for choice in choices {
            sheet.addAction(
                AlertAction(title: choice.title, style: .default) { [weak self] _ in
                    self?.model.setPriority(choice.priority, itemID: itemID)
                })
        }
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        presentAlert(sheet)
    }

    private func askToRemove(itemID: Int) {
        guard let item = model.item(withID: itemID) else { return }
        let alert = AlertController(
            title: "Remove item", message: "You want to remove item:\n\n\(item.name)\n\nAre you sure?",
            preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(
            AlertAction(title: "Remove", style: .destructive) { [weak self] _ in self?.model.removeItem(itemID: itemID)
            })
        presentAlert(alert)
    }

    /// A swipe button that names its item by id: by the time it is tapped the list may have re-sorted.
    private func swipeAction(
        _ title: String, style: ContextualAction.Style = .normal, color: Color,
        run: @escaping @MainActor (TodoListViewController) -> Void
    ) -> ContextualAction {
        let action = ContextualAction(style: style, title: title) { [weak self] _, _, completion in
            if let self { run(self) }
            completion(true)
        }
        action.backgroundColor = color
        return action
    }
}

// MARK: - Table

extension TodoListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        model.items.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
        let item = model.items[indexPath.row]
        (cell as? TodoCell)?.configure(
            indexText: String(indexPath.row + 1), nameText: item.name,
            dateText: dateFormatter.string(from: item.createdAt), textColor: item.isDone ? .gray : .black,
            isStrikethrough: item.isDone, priorityColor: Self.color(of: item.priority))
        return cell
    }

    private static func color(of priority: Priority) -> Color {
        switch priority {
        case .normal: .lightGreen
        case .important: .orange
        case .urgent: .red
        }
    }
}

extension TodoListViewController: TableViewDelegate {
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard model.items.indices.contains(indexPath.row) else { return nil }
        let item = model.items[indexPath.row]
        let id = item.id
        let remove = swipeAction("Remove", style: .destructive, color: .red) { $0.askToRemove(itemID: id) }
        guard !item.isDone else {
            let undone = swipeAction("Undone", color: .orange) { $0.model.toggleDone(itemID: id) }
            return SwipeActionsConfiguration(actions: [remove, undone])
        }
        let done = swipeAction("Done", color: .lightBlue) { $0.model.toggleDone(itemID: id) }
        let priority = swipeAction("Priority", color: .lightGreen) { $0.askForPriority(itemID: id) }
        return SwipeActionsConfiguration(actions: [remove, done, priority])
    }
}

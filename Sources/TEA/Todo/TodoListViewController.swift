import Foundation
import HeadlessUI
import Models

/// The Todo screen: a function of `TodoListState`, kept up to date. It subscribes to its driver,
/// changes only the views whose part of the state changed since the last render, and turns what the
/// user does into messages. It changes no state itself and decides nothing.
final class TodoListViewController: ViewController {
    private let driver: Driver<TodoListState, TodoListMessage, TodoListEffect>
    private let dateFormatter: DisplayDateFormatter
    /// The state last rendered: what the table's rows come from, and what the next render is compared with.
    private var shown: TodoListState?

    private let nameField = TextField()
    private let addButton = Button(title: "Add")
    private let counterLabel = Label(identifier: "todo.counter")
    private let emptyLabel = Label(identifier: "todo.empty")
    private let tableView = TableView()

    init(driver: Driver<TodoListState, TodoListMessage, TodoListEffect>, dateFormatter: DisplayDateFormatter) {
        self.driver = driver
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
        let nameChanged = Action { [weak self] _ in self?.driver.send(.nameFieldChanged(self?.nameField.text ?? "")) }
        nameField.addAction(nameChanged, for: .editingChanged)
        addButton.addAction(Action { [weak self] _ in self?.driver.send(.addButtonTapped) }, for: .touchUpInside)
        driver.subscribe { [weak self] state in self?.render(state) }
        driver.send(.viewLoaded)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        driver.send(.viewAppeared)
    }

    // MARK: Rendering

    private func render(_ state: TodoListState) {
        let previous = shown
        shown = state
        if state.listRevision != previous?.listRevision {
            // Every row shows its position, so any change of the list may change any row.
            tableView.reloadData()
            let remaining = state.list.remainingCount
            counterLabel.text = remaining == 1 ? "1 item left" : "\(remaining) items left"
            emptyLabel.isHidden = !state.list.items.isEmpty
        }
        // Written only when it differs, so typing is never written back under the caret.
        if (nameField.text ?? "") != state.name {
            nameField.text = state.name
        }
        addButton.isEnabled = TodoName.canSubmit(state.name)
        if state.alert != previous?.alert, let alert = state.alert {
            present(alert) { [weak driver] in driver?.send($0) }
        }
    }

    // MARK: Swipe actions

    private func swipeAction(_ action: TodoListMessage.SwipeAction, itemID: Int) -> ContextualAction {
        let (title, color): (String, Color) =
            switch action {
            case .remove: ("Remove", .red)
            case .done: ("Done", .lightBlue)
            case .undone: ("Undone", .orange)
            case .priority: ("Priority", .lightGreen)
            }
        let button = ContextualAction(style: action == .remove ? .destructive : .normal, title: title) {
            [weak self] _, _, completion in
            self?.driver.send(.swipeActionTapped(action, itemID: itemID))
            completion(true)
        }
        button.backgroundColor = color
        return button
    }
}

// MARK: - Table

extension TodoListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        shown?.list.sortedItems.count ?? 0
    }

    /// Rows are made from the state only when the table asks, so a list of 10,000 items costs what
    /// the rows on screen cost.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
        if let item = shown?.list.sortedItems[indexPath.row] {
            (cell as? TodoCell)?.configure(with: item, position: indexPath.row, dateFormatter: dateFormatter)
        }
        return cell
    }
}

extension TodoListViewController: TableViewDelegate {
    /// The buttons name their item by id: by the time one is tapped the list may have re-sorted.
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard let items = shown?.list.sortedItems, items.indices.contains(indexPath.row) else { return nil }
        let item = items[indexPath.row]
        let actions: [TodoListMessage.SwipeAction] = item.isDone ? [.remove, .undone] : [.remove, .done, .priority]
        return SwipeActionsConfiguration(actions: actions.map { swipeAction($0, itemID: item.id) })
    }
}

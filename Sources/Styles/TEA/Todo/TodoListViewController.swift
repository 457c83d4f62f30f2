import Foundation
import HeadlessUI
import Models

/// The Todo screen. On every state its driver renders, it asks the view function what to show and
/// applies that to its views, comparing with what it applied last so it touches only what changed;
/// and it turns what the user does into messages. It decides nothing of what is shown.
final class TodoListViewController: ViewController {
    private let driver: Driver<TodoListState, TodoListMessage, TodoListEffect>
    private let dateFormatter: DisplayDateFormatter
    /// What was applied last: what the table's rows come from, and what the next view is compared with.
    private var shown: TodoListView?

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
        let nameChanged = Action { [weak self] _ in self?.driver.send(.nameChanged(self?.nameField.text ?? "")) }
        nameField.addAction(nameChanged, for: .editingChanged)
        addButton.addAction(Action { [weak self] _ in self?.driver.send(.addButtonTapped) }, for: .touchUpInside)
        driver.subscribe { [weak self] state in self?.render(state) }
        driver.send(.viewDidLoad)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        driver.send(.viewDidAppear)
    }

    // MARK: Applying the view

    private func render(_ state: TodoListState) {
        apply(TodoListView.of(state, dateFormatter: dateFormatter))
    }

    private func apply(_ view: TodoListView) {
        let previous = shown
        shown = view
        tableView.showRows(view.rows, replacing: previous?.rows)
        counterLabel.text = view.counterText
        emptyLabel.isHidden = view.emptyLabelIsHidden
        // Written only when it differs, so typing is never written back under the caret.
        if (nameField.text ?? "") != view.nameText {
            nameField.text = view.nameText
        }
        addButton.isEnabled = view.addButtonIsEnabled
        if view.alert != previous?.alert, let alert = view.alert {
            presentAlert(alert) { [weak driver] in driver?.send($0) }
        }
    }

    private func contextualAction(for action: TodoSwipeActionView, itemID: Int) -> ContextualAction {
        let button = ContextualAction(style: action.isDestructive ? .destructive : .normal, title: action.title) {
            [weak self] _, _, completion in
            self?.driver.send(.swipeActionTapped(action.kind, itemID: itemID))
            completion(true)
        }
        button.backgroundColor = Color(action.color)
        return button
    }
}

// MARK: - Table

extension TodoListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        shown?.rows.count ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
        if let row = shown?.rows[indexPath.row] {
            (cell as? TodoCell)?.configure(with: row)
        }
        return cell
    }
}

extension TodoListViewController: TableViewDelegate {
    /// The buttons name their item by id: by the time one is tapped the list may have re-sorted.
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard let rows = shown?.rows, rows.indices.contains(indexPath.row) else { return nil }
        let row = rows[indexPath.row]
        return SwipeActionsConfiguration(actions: row.swipeActions.map { contextualAction(for: $0, itemID: row.id) })
    }
}

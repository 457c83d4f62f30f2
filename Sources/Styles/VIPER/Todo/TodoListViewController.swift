import Foundation
import HeadlessUI

/// The todo screen: a passive view that lays out its elements, shows what the presenter gives it and
/// reports every user event to the presenter. It keeps the rows it was last given for its table.
final class TodoListViewController: ViewController {
    let presenter: any TodoListPresenting
    private var rows: [TodoRowDisplay] = []

    private let nameField = TextField()
    private let addButton = Button(title: "Add")
    private let counterLabel = Label(identifier: "todo.counter")
    private let emptyLabel = Label(identifier: "todo.empty")
    private let tableView = TableView()

    init(presenter: any TodoListPresenting) {
        self.presenter = presenter
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
        let nameChanged = Action { [weak self] _ in self?.presenter.nameChanged(self?.nameField.text ?? "") }
        nameField.addAction(nameChanged, for: .editingChanged)
        addButton.addAction(Action { [weak self] _ in self?.presenter.addButtonTapped() }, for: .touchUpInside)
        presenter.viewDidLoad()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.viewDidAppear()
    }
}

// MARK: - What the presenter shows

extension TodoListViewController: TodoListView {
    func display(_ list: TodoListDisplay) {
        rows = list.rows
        counterLabel.text = list.counterText
        emptyLabel.isHidden = !list.showsEmptyMessage
        tableView.reloadData()
    }

    func displayAddButton(isEnabled: Bool) {
        addButton.isEnabled = isEnabled
    }

    func clearNameField() {
        nameField.text = ""
    }

    func showAlert(_ alert: AlertDisplay<TodoListAlertChoice>) {
        presentAlert(alert) { [weak self] choice in self?.presenter.alertButtonTapped(choice) }
    }
}

// MARK: - Table

extension TodoListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
        (cell as? TodoCell)?.configure(with: rows[indexPath.row])
        return cell
    }
}

extension TodoListViewController: TableViewDelegate {
    /// Turns the row's swipe buttons into actions that name the row's item by id: by the time one is
    /// tapped the list may have re-sorted.
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard rows.indices.contains(indexPath.row) else { return nil }
        let row = rows[indexPath.row]
        let actions = row.swipeActions.map { display in
            let style: ContextualAction.Style = display.isDestructive ? .destructive : .normal
            let action = ContextualAction(style: style, title: display.title) { [weak self] _, _, completion in
                self?.presenter.swipeActionTapped(display.kind, itemID: row.id)
                completion(true)
            }
            action.backgroundColor = Color(display.color)
            return action
        }
        return SwipeActionsConfiguration(actions: actions)
    }
}

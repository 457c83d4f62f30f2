import Foundation
import HeadlessUI

/// The todo screen as a passive view: it lays out its elements, forwards every event to its
/// presenter, and applies what the presenter tells it through `TodoListView`. It keeps no rows: the
/// table asks the presenter for each row it puts on screen.
final class TodoListViewController: ViewController {
    private let presenter: any TodoListPresenting

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

// MARK: - What the presenter tells

extension TodoListViewController: TodoListView {
    func reloadRows() {
        tableView.reloadData()
    }

    func showCounter(_ text: String) {
        counterLabel.text = text
    }

    func showEmptyMessage(_ isShown: Bool) {
        emptyLabel.isHidden = !isShown
    }

    func setAddButtonEnabled(_ isEnabled: Bool) {
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
        presenter.numberOfRows
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
        (cell as? TodoCell)?.configure(with: presenter.row(at: indexPath.row))
        return cell
    }
}

extension TodoListViewController: TableViewDelegate {
    /// The row's swipe buttons, as the presenter lists them, each naming the row's item by id.
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard indexPath.row < presenter.numberOfRows else { return nil }
        let row = presenter.row(at: indexPath.row)
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

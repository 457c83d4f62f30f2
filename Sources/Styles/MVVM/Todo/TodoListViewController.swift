import Foundation
import HeadlessUI

/// The Todo screen's view: lays out its views, binds them to the view model's outputs and sends
/// what the user does to its inputs. The table reads the rows output, only the rows it shows.
final class TodoListViewController: ViewController {
    private let viewModel: any TodoListViewModelType

    private let nameField = TextField()
    private let addButton = Button(title: "Add")
    private let counterLabel = Label(identifier: "todo.counter")
    private let emptyLabel = Label(identifier: "todo.empty")
    private let tableView = TableView()

    init(viewModel: any TodoListViewModelType) {
        self.viewModel = viewModel
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
        bindViewModel()
        let nameChanged = Action { [weak self] _ in
            self?.viewModel.inputs.nameChanged(self?.nameField.text ?? "")
        }
        nameField.addAction(nameChanged, for: .editingChanged)
        addButton.addAction(Action { [weak self] _ in self?.viewModel.inputs.addButtonTapped() }, for: .touchUpInside)
        viewModel.inputs.viewDidLoad()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        viewModel.inputs.viewDidAppear()
    }

    // MARK: Bindings

    private func bindViewModel() {
        let outputs = viewModel.outputs
        outputs.rows.observe { [weak self] _ in self?.tableView.reloadData() }
        outputs.counterText.observe { [weak self] in self?.counterLabel.text = $0 }
        outputs.isEmptyLabelHidden.observe { [weak self] in self?.emptyLabel.isHidden = $0 }
        outputs.isAddEnabled.observe { [weak self] in self?.addButton.isEnabled = $0 }
        outputs.clearNameField.observe { [weak self] in self?.nameField.text = "" }
        outputs.showAlert.observe { [weak self] alert in
            self?.presentAlert(alert) { self?.viewModel.inputs.alertButtonTapped($0) }
        }
    }
}

// MARK: - Table

extension TodoListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.outputs.rows.value.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
        (cell as? TodoCell)?.configure(with: viewModel.outputs.rows.value[indexPath.row])
        return cell
    }
}

extension TodoListViewController: TableViewDelegate {
    /// Turns the row's swipe actions into buttons that name the row's item by id: by the time one is
    /// tapped the list may have re-sorted.
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let rows = viewModel.outputs.rows.value
        guard rows.indices.contains(indexPath.row) else { return nil }
        let row = rows[indexPath.row]
        let actions = row.swipeActions.map { swipeAction in
            let style: ContextualAction.Style = swipeAction.isDestructive ? .destructive : .normal
            let action = ContextualAction(style: style, title: swipeAction.title) { [weak self] _, _, completion in
                self?.viewModel.inputs.swipeActionTapped(swipeAction.kind, itemID: row.id)
                completion(true)
            }
            action.backgroundColor = Color(swipeAction.color)
            return action
        }
        return SwipeActionsConfiguration(actions: actions)
    }
}

import Foundation
import HeadlessUI

/// The Todo screen's view: lays out its views, binds them to the view model's outputs and forwards
/// what the user does. It keeps the rows it was last given, for the table to read; a row's view
/// model is made when the table asks for its cell.
final class TodoListViewController: ViewController {
    private let viewModel: TodoListViewModel
    private var rows: TodoListViewModel.Rows

    private let nameField = TextField()
    private let addButton = Button(title: "Add")
    private let counterLabel = Label(identifier: "todo.counter")
    private let emptyLabel = Label(identifier: "todo.empty")
    private let tableView = TableView()

    init(viewModel: TodoListViewModel) {
        self.viewModel = viewModel
        rows = viewModel.rows
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
        let nameChanged = Action { [weak self] _ in self?.viewModel.nameChanged(self?.nameField.text ?? "") }
        nameField.addAction(nameChanged, for: .editingChanged)
        addButton.addAction(Action { [weak self] _ in self?.viewModel.addButtonTapped() }, for: .touchUpInside)
        viewModel.viewDidLoad()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        viewModel.viewDidAppear()
    }

    // MARK: Bindings

    private func bindViewModel() {
        viewModel.$rows.bind { [weak self] rows in
            self?.rows = rows
            self?.tableView.reloadData()
        }
        viewModel.$counterText.bind { [weak self] in self?.counterLabel.text = $0 }
        viewModel.$isEmptyLabelHidden.bind { [weak self] in self?.emptyLabel.isHidden = $0 }
        viewModel.$isAddEnabled.bind { [weak self] in self?.addButton.isEnabled = $0 }
        viewModel.$nameFieldRequest.bind { [weak self] request in
            if request == .clear { self?.nameField.text = "" }
        }
        viewModel.$alert.bind { [weak self] alert in
            if let alert { self?.presentAlert(alert) }
        }
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
    /// Turns the row's swipe actions into buttons that name the row's item by id: by the time one is
    /// tapped the list may have re-sorted.
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard rows.indices.contains(indexPath.row) else { return nil }
        let row = rows[indexPath.row]
        let actions = row.swipeActions.map { swipeAction in
            let style: ContextualAction.Style = swipeAction.isDestructive ? .destructive : .normal
            let action = ContextualAction(style: style, title: swipeAction.title) { [weak self] _, _, completion in
                self?.viewModel.swipeActionChosen(swipeAction.kind, itemID: row.id)
                completion(true)
            }
            action.backgroundColor = Color(swipeAction.tint)
            return action
        }
        return SwipeActionsConfiguration(actions: actions)
    }
}

import HeadlessUI

/// The Todo screen's view: lays out its views, binds them to the view model's outputs and
/// forwards what the user does. It keeps the rows it was last given, for the table to read.
final class TodoListViewController: ViewController {
    let viewModel: TodoListViewModel
    private(set) var rows: [TodoRowViewModel] = []

    private let nameField = TextField()
    private let addButton = Button(title: "Add")
    private let counterLabel = Label(identifier: "todo.counter")
    private let emptyLabel = Label(identifier: "todo.empty")
    let tableView = TableView()

    init(viewModel: TodoListViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Todo"
    }

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
        for view in [nameField, addButton, counterLabel, emptyLabel, tableView] {
            root.addSubview(view)
        }
        setView(root)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        bindViewModel()
        forwardUserEvents()
        viewModel.viewDidLoad()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        viewModel.viewDidAppear()
    }

    private func bindViewModel() {
        viewModel.rows.bind { [weak self] rows in
            self?.rows = rows
            self?.tableView.reloadData()
        }
        viewModel.counterText.bind { [weak self] in self?.counterLabel.text = $0 }
        viewModel.isEmptyLabelHidden.bind { [weak self] in self?.emptyLabel.isHidden = $0 }
        viewModel.nameText.bind { [weak self] in self?.nameField.text = $0 }
        viewModel.isAddEnabled.bind { [weak self] in self?.addButton.isEnabled = $0 }
        viewModel.alert.bind { [weak self] alert in
            if let alert { self?.presentAlert(alert) }
        }
    }

    private func forwardUserEvents() {
        let nameChanged = Action { [weak self] _ in self?.viewModel.nameChanged(self?.nameField.text ?? "") }
        nameField.addAction(nameChanged, for: .editingChanged)
        addButton.addAction(Action { [weak self] _ in self?.viewModel.addButtonTapped() }, for: .touchUpInside)
    }
}

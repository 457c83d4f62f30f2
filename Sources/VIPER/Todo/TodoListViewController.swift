import HeadlessUI

/// The todo screen: a passive view that lays out its elements, shows what the presenter gives it and
/// reports every user event to the presenter.
@MainActor
final class TodoListViewController: ViewController {
    let presenter: any TodoListPresenting
    let nameField = TextField()
    let addButton = Button(title: "Add")
    let counterLabel = Label(identifier: "todo.counter")
    let emptyLabel = Label(identifier: "todo.empty")
    let tableView = TableView()
    /// What the table shows, as last displayed.
    var rows: [TodoRowDisplay] = []

    init(presenter: any TodoListPresenting) {
        self.presenter = presenter
        super.init()
        title = "Todo"
    }

    override func loadView() {
        let root = View()
        nameField.accessibilityIdentifier = "todo.nameField"
        nameField.placeholder = "What needs to be done?"
        nameField.addAction(Action { [weak self] _ in self?.nameChanged() }, for: .editingChanged)
        addButton.accessibilityIdentifier = "todo.addButton"
        addButton.addAction(Action { [weak self] _ in self?.addTapped() }, for: .touchUpInside)
        emptyLabel.text = "Nothing to do"
        tableView.accessibilityIdentifier = "todo.list"
        tableView.register(TodoCell.self, forCellReuseIdentifier: TodoCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        for element in [nameField, addButton, counterLabel, emptyLabel, tableView] as [View] {
            root.addSubview(element)
        }
        setView(root)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.viewDidAppear()
    }

    private func nameChanged() {
        presenter.nameFieldChanged(to: nameField.text ?? "")
    }

    private func addTapped() {
        presenter.addButtonTapped(name: nameField.text ?? "")
    }
}

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
}

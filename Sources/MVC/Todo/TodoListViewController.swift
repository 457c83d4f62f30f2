import HeadlessUI
import Models

/// The Todo screen. In MVC the controller is the hub of the screen: it builds and owns its views,
/// keeps the list as last saved, writes every change to the store, and presents its own alerts.
/// Its extensions split the file by concern, not by responsibility: every one is still this class.
final class TodoListViewController: ViewController {
    private let store: any TodoStore
    private let clock: Clock
    let dateFormatter: DisplayDateFormatter

    /// The list as last loaded or saved: the screen never shows a change the store refused.
    private(set) var list = TodoList()
    /// `list` in display order; row N of the table is `items[N]`.
    private(set) var items: [TodoItem] = []
    /// Kept from viewDidLoad until the screen is on screen, where an alert can be shown.
    private var pendingLoadError: StoreError?

    private let nameField = TextField()
    private let addButton = Button(title: "Add")
    private let counterLabel = Label(identifier: "todo.counter")
    private let emptyLabel = Label(identifier: "todo.empty")
    private let tableView = TableView()

    init(store: any TodoStore, clock: Clock, dateFormatter: DisplayDateFormatter) {
        self.store = store
        self.clock = clock
        self.dateFormatter = dateFormatter
        super.init()
        title = "Todo"
    }

    // MARK: Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        configureViews()
        do {
            list = try store.load()
        } catch {
            pendingLoadError = error
        }
        showList()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let error = pendingLoadError else { return }
        pendingLoadError = nil
        presentLoadFailure(error, of: "tasks")
    }

    private func configureViews() {
        nameField.accessibilityIdentifier = "todo.nameField"
        nameField.placeholder = "What needs to be done?"
        nameField.addAction(Action { [weak self] _ in self?.nameFieldChanged() }, for: .editingChanged)
        addButton.accessibilityIdentifier = "todo.addButton"
        addButton.isEnabled = false
        addButton.addAction(Action { [weak self] _ in self?.addTapped() }, for: .touchUpInside)
        emptyLabel.text = "Nothing to do"
        tableView.accessibilityIdentifier = "todo.list"
        tableView.register(TodoCell.self, forCellReuseIdentifier: TodoCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        for subview in [nameField, addButton, counterLabel, emptyLabel, tableView] as [View] {
            view.addSubview(subview)
        }
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
            presentMessage(title: "Name too long", message: "A task name can have at most 200 characters.")
        case .success(let name):
            let change = list.adding(name: name, createdAt: clock.now())
            guard save(change.list) else { return }
            nameField.text = ""
            nameFieldChanged()
        }
    }

    // MARK: Saving and showing

    /// Saves `newList` and shows it; when the store refuses, the screen keeps the last saved list
    /// and says why. Every change of the list goes through here.
    @discardableResult
    func save(_ newList: TodoList) -> Bool {
        do {
            try store.save(newList)
        } catch {
            presentMessage(title: "Could not save", message: "Your change was not saved: \(error.reason)")
            return false
        }
        list = newList
        showList()
        return true
    }

    /// Re-sorts and reloads the whole table: a change can move a row anywhere.
    private func showList() {
        items = list.sortedItems
        tableView.reloadData()
        let remaining = list.remainingCount
        counterLabel.text = remaining == 1 ? "1 item left" : "\(remaining) items left"
        emptyLabel.isHidden = !items.isEmpty
    }
}

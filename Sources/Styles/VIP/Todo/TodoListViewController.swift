import Foundation
import HeadlessUI

/// The todo screen, where the VIP cycle starts and ends: it turns every user event into a request to
/// the interactor, and shows the view models the presenter sends back. It decides nothing itself.
final class TodoListViewController: ViewController {
    let interactor: any TodoListBusinessLogic
    /// The list last displayed, whose rows the table formats as it shows them.
    private var displayedList: ListTodos.DisplayedList?

    private let nameField = TextField()
    private let addButton = Button(title: "Add")
    private let counterLabel = Label(identifier: "todo.counter")
    private let emptyLabel = Label(identifier: "todo.empty")
    private let tableView = TableView()

    init(interactor: any TodoListBusinessLogic) {
        self.interactor = interactor
        super.init()
        title = "Todo"
    }

    // MARK: Lifecycle

    override func loadView() {
        let root = View()
        nameField.accessibilityIdentifier = "todo.nameField"
        nameField.placeholder = "What needs to be done?"
        addButton.accessibilityIdentifier = "todo.addButton"
        // The field starts empty, and an empty name cannot be added.
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
        nameField.addAction(
            Action { [weak self] _ in
                guard let self else { return }
                nameChanged(nameField.text ?? "")
            }, for: .editingChanged)
        addButton.addAction(Action { [weak self] _ in self?.addButtonTapped() }, for: .touchUpInside)
        interactor.viewDidLoad(request: ListTodos.ViewDidLoad.Request())
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        interactor.viewDidAppear(request: ListTodos.ViewDidAppear.Request())
    }

    // MARK: Requests

    private func nameChanged(_ text: String) {
        interactor.nameChanged(request: ListTodos.NameChanged.Request(text: text))
    }

    private func addButtonTapped() {
        interactor.addButtonTapped(request: ListTodos.AddButtonTapped.Request())
    }

    private func swipeActionTapped(_ kind: ListTodos.SwipeAction.Kind, itemID: Int) {
        interactor.swipeActionTapped(request: ListTodos.SwipeActionTapped.Request(kind: kind, itemID: itemID))
    }

    private func alertButtonTapped(_ choice: TodoListAlertChoice) {
        interactor.alertButtonTapped(request: ListTodos.AlertButtonTapped.Request(choice: choice))
    }

    private func show(_ list: ListTodos.DisplayedList) {
        displayedList = list
        counterLabel.text = list.counterText
        emptyLabel.isHidden = !list.showsEmptyMessage
        tableView.reloadData()
    }
}

// MARK: - Display logic

extension TodoListViewController: TodoListDisplayLogic {
    func displayList(viewModel: ListTodos.ViewDidLoad.ViewModel) {
        show(viewModel.displayedList)
    }

    func displayLoadFailure(viewModel: ListTodos.ViewDidAppear.ViewModel) {
        presentAlert(viewModel.alert) { _ in }
    }

    func displayNameCheck(viewModel: ListTodos.NameChanged.ViewModel) {
        addButton.isEnabled = viewModel.isAddButtonEnabled
    }

    func displayAddedItem(viewModel: ListTodos.AddButtonTapped.ViewModel) {
        show(viewModel.displayedList)
        nameField.text = viewModel.nameFieldText
        addButton.isEnabled = viewModel.isAddButtonEnabled
    }

    func displayChangedList(viewModel: ListTodos.ListChanged.ViewModel) {
        show(viewModel.displayedList)
    }

    func displayPriorityChoice(viewModel: ListTodos.PriorityChoice.ViewModel) {
        presentAlert(viewModel.sheet) { [weak self] choice in self?.alertButtonTapped(choice) }
    }

    func displayRemoveConfirmation(viewModel: ListTodos.RemoveConfirmation.ViewModel) {
        presentAlert(viewModel.alert) { [weak self] choice in self?.alertButtonTapped(choice) }
    }

    func displayRefusal(viewModel: ListTodos.Refusal.ViewModel) {
        presentAlert(viewModel.alert) { _ in }
    }
}

// MARK: - Table

extension TodoListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        displayedList?.todos.count ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
        if let row = displayedList?.todos[indexPath.row] {
            (cell as? TodoCell)?.configure(with: row)
        }
        return cell
    }
}

extension TodoListViewController: TableViewDelegate {
    /// Turns the row's swipe buttons into actions that name the row's item by id: by the time one is
    /// tapped the list may have re-sorted.
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard let todos = displayedList?.todos, todos.indices.contains(indexPath.row) else { return nil }
        let row = todos[indexPath.row]
        let actions = row.swipeActions.map { swipe in
            let style: ContextualAction.Style = swipe.isDestructive ? .destructive : .normal
            let action = ContextualAction(style: style, title: swipe.title) { [weak self] _, _, completion in
                self?.swipeActionTapped(swipe.kind, itemID: row.id)
                completion(true)
            }
            action.backgroundColor = Color(swipe.color)
            return action
        }
        return SwipeActionsConfiguration(actions: actions)
    }
}

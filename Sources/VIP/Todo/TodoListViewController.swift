import Foundation
import HeadlessUI

/// The todo screen, where the VIP cycle starts and ends: it turns every user event into a request to
/// the interactor, and shows the view models the presenter sends back. It decides nothing itself.
final class TodoListViewController: ViewController {
    let interactor: any TodoListBusinessLogic
    /// The list last displayed, whose rows the table formats as it shows them.
    private var displayedList: TodoList.DisplayedList?

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
        nameField.addAction(Action { [weak self] _ in self?.checkName() }, for: .editingChanged)
        addButton.addAction(Action { [weak self] _ in self?.addItem() }, for: .touchUpInside)
        interactor.loadList(request: TodoList.LoadList.Request())
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        interactor.showLoadFailure(request: TodoList.ShowLoadFailure.Request())
    }

    // MARK: Requests

    private func checkName() {
        interactor.checkName(request: TodoList.CheckName.Request(text: nameField.text ?? ""))
    }

    private func addItem() {
        interactor.addItem(request: TodoList.AddItem.Request(name: nameField.text ?? ""))
    }

    private func swipeTapped(_ kind: TodoList.SwipeAction.Kind, itemID: Int) {
        switch kind {
        case .toggleDone:
            interactor.changeItem(request: TodoList.ChangeItem.Request(itemID: itemID, change: .toggleDone))
        case .changePriority:
            interactor.askForPriority(request: TodoList.AskForPriority.Request(itemID: itemID))
        case .remove:
            interactor.askToRemove(request: TodoList.AskToRemove.Request(itemID: itemID))
        }
    }

    private func show(_ list: TodoList.DisplayedList) {
        displayedList = list
        counterLabel.text = list.counterText
        emptyLabel.isHidden = !list.showsEmptyMessage
        tableView.reloadData()
    }
}

// MARK: - Display logic

extension TodoListViewController: TodoListDisplayLogic {
    func displayList(viewModel: TodoList.LoadList.ViewModel) {
        show(viewModel.displayedList)
    }

    func displayLoadFailure(viewModel: TodoList.ShowLoadFailure.ViewModel) {
        presentAlert(viewModel.alert)
    }

    func displayNameCheck(viewModel: TodoList.CheckName.ViewModel) {
        addButton.isEnabled = viewModel.isAddButtonEnabled
    }

    func displayAddedItem(viewModel: TodoList.AddItem.ViewModel) {
        show(viewModel.displayedList)
        nameField.text = viewModel.nameFieldText
        addButton.isEnabled = viewModel.isAddButtonEnabled
    }

    func displayChangedList(viewModel: TodoList.ChangeItem.ViewModel) {
        show(viewModel.displayedList)
    }

    func displayPriorityChoice(viewModel: TodoList.AskForPriority.ViewModel) {
        presentAlert(viewModel.sheet) { [weak self] request in self?.interactor.changeItem(request: request) }
    }

    func displayRemoveConfirmation(viewModel: TodoList.AskToRemove.ViewModel) {
        presentAlert(viewModel.alert) { [weak self] request in self?.interactor.changeItem(request: request) }
    }

    func displayRefusal(viewModel: TodoList.Refusal.ViewModel) {
        presentAlert(viewModel.alert)
    }
}

// MARK: - Table

extension TodoListViewController: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        displayedList?.items.count ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
        if let item = displayedList?.items[indexPath.row] {
            (cell as? TodoCell)?.configure(with: item)
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
        guard let items = displayedList?.items, items.indices.contains(indexPath.row) else { return nil }
        let item = items[indexPath.row]
        let actions = item.swipeActions.map { swipe in
            let style: ContextualAction.Style = swipe.isDestructive ? .destructive : .normal
            let action = ContextualAction(style: style, title: swipe.title) { [weak self] _, _, completion in
                self?.swipeTapped(swipe.kind, itemID: item.id)
                completion(true)
            }
            action.backgroundColor = Color(swipe.color)
            return action
        }
        return SwipeActionsConfiguration(actions: actions)
    }
}

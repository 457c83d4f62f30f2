import Models

/// The Todo screen's state and rules. Inputs are what the user (or the screen's lifecycle) did;
/// outputs are what the screen shows. It keeps the last saved list and never adopts a change
/// before the store has accepted it.
@MainActor
final class TodoListViewModel {
    // MARK: Outputs
    let rows = Observable<[TodoRowViewModel]>([])
    let counterText = Observable("0 items left")
    let isEmptyLabelHidden = Observable(false)
    let nameText = Observable("")
    let isAddEnabled = Observable(false)
    let alert = Observable<AlertViewModel?>(nil)

    private let store: any TodoStore
    private let clock: Clock
    private let dateFormatter: DisplayDateFormatter
    private(set) var list = TodoList()
    private var loadAlert = AlertViewModel.UntilFirstAppearance()

    init(store: any TodoStore, clock: Clock, dateFormatter: DisplayDateFormatter) {
        self.store = store
        self.clock = clock
        self.dateFormatter = dateFormatter
    }

    // MARK: Inputs

    func viewDidLoad() {
        do {
            list = try store.load()
        } catch {
            list = TodoList()
            loadAlert.hold(.loadFailure(error, of: "tasks"))
        }
        publishList()
    }

    /// The load alert waits for the first appearance: an alert needs a screen on display.
    func viewDidAppear() {
        if let loadFailure = loadAlert.screenAppeared() {
            alert.show(loadFailure)
        }
    }

    func nameChanged(_ text: String) {
        nameText.value = text
        isAddEnabled.value = TodoName.canSubmit(text)
    }

    func addButtonTapped() {
        switch TodoName.validate(nameText.value) {
        case .failure(.empty):
            return
        case .failure(.tooLong):
            alert.show(.notice(title: "Name too long", message: "A task name can have at most 200 characters."))
        case .success(let name):
            guard save(list.adding(name: name, createdAt: clock.now()).list) else { return }
            nameChanged("")
        }
    }

    // MARK: Helpers shared with the row actions

    /// Saves `changed` and adopts it only when the store took it; otherwise tells the user.
    @discardableResult
    func save(_ changed: TodoList) -> Bool {
        do {
            try store.save(changed)
        } catch {
            alert.show(.notice(title: "Could not save", message: "Your change was not saved: \(error.reason)"))
            return false
        }
        list = changed
        publishList()
        return true
    }

    private func publishList() {
        rows.value = list.sortedItems.enumerated().map { position, item in
            TodoRowViewModel(item: item, position: position, dateFormatter: dateFormatter)
        }
        let remaining = list.remainingCount
        counterText.value = remaining == 1 ? "1 item left" : "\(remaining) items left"
        isEmptyLabelHidden.value = !list.items.isEmpty
    }
}

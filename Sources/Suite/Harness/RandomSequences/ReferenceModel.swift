/// BEHAVIOUR.md as a plain value: the stores, the directory's waiting requests and the running app's screen
/// state, changed by user operations exactly as BEHAVIOUR.md says, with no UI at all.
/// `visibleState` is what every style must show after the same operations.
///
/// It is written from BEHAVIOUR.md, not from the shared Models code, so that it checks those rules too.
struct ReferenceModel {
    struct Task: Equatable {
        var id: Int
        var name: String
        var isDone = false
        /// 0 normal, 1 important, 2 urgent.
        var priority = 0
        /// Seconds after the scenario start date; the stepping clock moves one second per reading.
        var created: Int
    }

    struct Person: Equatable {
        let id: Int
        let firstName: String
        let lastName: String
        let fullName: String
        /// The full name folded as the list is ordered; kept, since the list is sorted after every step.
        let folded: String

        init(id: Int, firstName: String, lastName: String) {
            self.id = id
            self.firstName = firstName
            self.lastName = lastName
            fullName = firstName + " " + lastName
            folded = ReferenceModel.fold(fullName)
        }
    }

    enum Tab {
        case todo
        case contacts
    }

    /// The reason every planted save failure gives.
    static let saveFailureReason = "the disk is full"

    // The world, which outlives a launch.
    var tasks: [Task] = []
    var highestTaskID = 0
    var people: [Person] = []
    var highestPersonID = 0
    var taskSaveFails = false
    var contactSaveFails = false
    var clockReadings = 0
    /// The directory's waiting requests, oldest first: true while the screen that asked is alive.
    var requests: [Bool] = []

    // The running app.
    var tab = Tab.todo
    var todoField = ""
    var newContact: VisibleState.NewContactScreen?
    var alerts: [ReferenceAlert] = []
    var isImporting = false

    /// Whether the user can reach the tabs: no alert and no modal screen in the way.
    var tabsReachable: Bool { alerts.isEmpty && newContact == nil }

    /// Applies `operation` if a user could do it now; false (and no change) when not, as happens
    /// when a shortened sequence refers to a row or alert that no longer exists.
    @discardableResult
    mutating func apply(_ operation: UserOperation) -> Bool {
        switch operation {
        case .addTodo(let text):
            guard tabsReachable else { return false }
            addTask(text)
        case .swipeTodo(let row, let action):
            guard tabsReachable, swipeActions(row: row).contains(action) else { return false }
            swipeTask(row: row, action: action)
        case .chooseAlert(let title):
            guard let alert = alerts.last, alert.snapshot.buttonTitles.contains(title) else { return false }
            alerts.removeLast()
            choose(title, in: alert)
        case .openNewContact:
            guard tabsReachable else { return false }
            tab = .contacts
            newContact = VisibleState.NewContactScreen(firstName: "", lastName: "")
        case .submitNewContact(let first, let last):
            guard newContact != nil, alerts.isEmpty else { return false }
            submitContact(first, last)
        case .cancelNewContact:
            guard newContact != nil, alerts.isEmpty else { return false }
            newContact = nil
        case .tapImport:
            guard tabsReachable else { return false }
            tab = .contacts
            startImport()
        case .directoryAnswers(let answer):
            guard !requests.isEmpty else { return false }
            if requests.removeFirst() { receive(answer) }
        case .failNextSave(let store):
            if store == .tasks { taskSaveFails = true } else { contactSaveFails = true }
        case .relaunch:
            relaunch()
        }
        return true
    }

    private mutating func choose(_ title: String, in alert: ReferenceAlert) {
        switch (alert, title) {
        case (.removeItem(let id, _), "Remove"):
            saveTasks(tasks.filter { $0.id != id })
        case (.changePriority(let id, _), "Normal"), (.changePriority(let id, _), "Important"),
            (.changePriority(let id, _), "Urgent"):
            let priority = ["Normal", "Important", "Urgent"].firstIndex(of: title) ?? 0
            saveTasks(tasks.map { $0.id == id ? Task(with: $0, priority: priority) : $0 })
        case (.importFailed, "Retry"):
            startImport()
        default:
            break
        }
    }

    private mutating func relaunch() {
        requests = requests.map { _ in false }
        tab = .todo
        todoField = ""
        newContact = nil
        alerts = []
        isImporting = false
    }
}

extension ReferenceModel.Task {
    fileprivate init(with task: Self, priority: Int) {
        self = task
        self.priority = priority
    }
}

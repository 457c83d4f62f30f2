import Foundation

extension ReferenceModel {
    /// What BEHAVIOUR.md says the app shows now.
    @MainActor
    var visibleState: VisibleState {
        var state = VisibleState(title: newContact == nil ? (tab == .todo ? "Todo" : "Contacts") : "New Contact")
        state.alert = alerts.last?.snapshot
        if let newContact {
            state.newContact = newContact
        } else if tab == .todo {
            state.todo = todoScreen
        } else {
            state.contacts = VisibleState.ContactsScreen(
                rows: sortedPeople.map { "\($0.fullName) [contact-placeholder]" }, emptyShown: people.isEmpty,
                loadingShown: isImporting, importEnabled: !isImporting)
        }
        return state
    }

    @MainActor
    private var todoScreen: VisibleState.TodoScreen {
        let left = tasks.count { !$0.isDone }
        let rows = sortedTasks.enumerated().map { index, task in
            let style = VisibleState.style(color: task.isDone ? "gray" : "black", struck: task.isDone)
            return VisibleState.TodoRow(
                index: "\(index + 1)", name: task.name, date: Self.dateText(secondsAfterStart: task.created),
                nameStyle: style, dateStyle: style, marker: ["lightGreen", "orange", "red"][task.priority])
        }
        // An empty field is the usual case; trimming it through Foundation at every step is not free.
        let hasName = !todoField.isEmpty && !todoField.trimmedForReference.isEmpty
        return VisibleState.TodoScreen(
            field: todoField, addEnabled: hasName,
            counter: left == 1 ? "1 item left" : "\(left) items left", emptyShown: tasks.isEmpty, rows: rows)
    }

    /// The app's date format, in the en_US_POSIX locale and the scenarios' time zone. Every sequence
    /// starts the clock at the same moment, so the same few texts recur: each is formatted once.
    @MainActor
    static func dateText(secondsAfterStart seconds: Int) -> String {
        if let text = dateTexts[seconds] { return text }
        let text = dateFormatter.string(from: ScenarioEnvironment.startDate.addingTimeInterval(Double(seconds)))
        dateTexts[seconds] = text
        return text
    }

    @MainActor
    private static var dateTexts: [Int: String] = [:]

    @MainActor
    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = ScenarioEnvironment.timeZone
        formatter.dateFormat = "MMM d, yyyy 'at' h:mm:ss a"
        return formatter
    }()
}

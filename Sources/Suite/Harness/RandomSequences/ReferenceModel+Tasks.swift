import Foundation

extension ReferenceModel {
    /// The tasks in the app's order: open first; urgent, important, normal; newest; higher id.
    var sortedTasks: [Task] {
        tasks.sorted { lhs, rhs in
            if lhs.isDone != rhs.isDone { return !lhs.isDone }
            if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
            if lhs.created != rhs.created { return lhs.created > rhs.created }
            return lhs.id > rhs.id
        }
    }

    /// The swipe buttons of row `row`, or none when there is no such row.
    func swipeActions(row: Int) -> [String] {
        let sorted = sortedTasks
        guard sorted.indices.contains(row) else { return [] }
        return sorted[row].isDone ? ["Remove", "Undone"] : ["Remove", "Done", "Priority"]
    }

    mutating func addTask(_ text: String) {
        tab = .todo
        todoField = text
        let name = text.trimmedForReference
        // "Add" is disabled for a blank name, so the tap does nothing.
        guard !name.isEmpty else { return }
        guard name.count <= 200, name.unicodeScalars.count <= 2_000 else {
            alerts.append(.message(SpecAlert.nameTooLong))
            return
        }
        clockReadings += 1
        let task = Task(id: highestTaskID + 1, name: name, created: clockReadings - 1)
        if saveTasks(tasks + [task], highestID: task.id) { todoField = "" }
    }

    mutating func swipeTask(row: Int, action: String) {
        tab = .todo
        let task = sortedTasks[row]
        switch action {
        case "Remove": alerts.append(.removeItem(id: task.id, name: task.name))
        case "Priority": alerts.append(.changePriority(id: task.id, name: task.name))
        default:
            saveTasks(tasks.map { $0.id == task.id ? Task(toggling: $0) : $0 })
        }
    }

    /// Saves and adopts `newTasks`, or shows "Could not save" and keeps the last saved tasks.
    @discardableResult
    mutating func saveTasks(_ newTasks: [Task], highestID: Int? = nil) -> Bool {
        guard !taskSaveFails else {
            taskSaveFails = false
            alerts.append(.message(SpecAlert.changeNotSaved(Self.saveFailureReason)))
            return false
        }
        tasks = newTasks
        highestTaskID = highestID ?? highestTaskID
        return true
    }
}

extension ReferenceModel.Task {
    fileprivate init(toggling task: Self) {
        self = task
        isDone.toggle()
    }
}

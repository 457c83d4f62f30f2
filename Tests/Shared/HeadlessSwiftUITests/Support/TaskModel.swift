import Observation

/// An observable model of a small list of tasks, as an app's model would be.
@MainActor
@Observable
final class TaskModel {
    struct Task: Identifiable, Equatable {
        var id: Int
        var title: String
        var isDone = false
    }

    var title = "Tasks"
    var count = 0
    var tasks: [Task]

    init(tasks: [Task] = []) {
        self.tasks = tasks
    }
}

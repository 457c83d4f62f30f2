@testable import VIP

/// In these tests, as in the VIP module, `TodoList` is the todo scene's enum of use cases: a name
/// declared here shadows Models' entity, which the tests write `Models.TodoList`.
typealias TodoList = VIP.TodoList

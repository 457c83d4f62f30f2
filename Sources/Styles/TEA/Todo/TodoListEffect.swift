import Models

/// What the Todo update function asks the world to do, as data: the tests compare effects without
/// performing them, and `TodoListEffectHandler` performs them. Each names the message that answers.
enum TodoListEffect: Equatable {
    /// Reads the stored list; answered by `.loadFinished`.
    case load
    /// Reads the clock for a new item; answered by `.clockRead`.
    case readClock(newItemName: String)
    /// Saves the list with a new item; answered by `.newItemSaveFinished`.
    case saveNewItem(TodoList)
    /// Saves the list with an item changed or removed; answered by `.saveFinished`.
    case save(TodoList)
}

/// The fixture's model: a value and a store.
public struct TodoList {}

public protocol TodoStore {}

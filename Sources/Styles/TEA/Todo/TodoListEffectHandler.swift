import Models

/// Performs the Todo feature's effects with the injected store and clock, and sends back what they
/// answered. It is the only Todo code that touches either.
@MainActor
struct TodoListEffectHandler {
    let store: any TodoStore
    let clock: Clock

    func perform(_ effect: TodoListEffect, send: @escaping @MainActor (TodoListMessage) -> Void) {
        switch effect {
        case .load:
            send(.loadFinished(Result { () throws(StoreError) in try store.load() }))
        case .readClock(let name):
            send(.clockRead(clock.now(), newItemName: name))
        case .saveNewItem(let list):
            send(.newItemSaveFinished(saving(list)))
        case .save(let list):
            send(.saveFinished(saving(list)))
        }
    }

    private func saving(_ list: TodoList) -> Result<TodoList, StoreError> {
        Result { () throws(StoreError) in
            try store.save(list)
            return list
        }
    }
}

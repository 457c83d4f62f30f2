import Models

/// The Todo screen's rules: the state and an action in, the state changed and the effect to run out.
/// The store and the clock are values given to it; it reads the clock when an item is made, as a TCA
/// reducer reads a dependency, and touches the store only in the effects it returns.
struct TodoListReducer: Reducer {
    let store: any TodoStore
    let clock: Clock

    func reduce(into state: inout TodoListState, action: TodoListAction) -> Effect<TodoListAction> {
        switch action {
        case .launched:
            return .run { [store] send in
                send(.loadResponse(Result { () throws(StoreError) in try store.load() }))
            }
        case .loadResponse(.success(let list)):
            state.list = list
        case .loadResponse(.failure(let error)):
            state.pendingLoadFailure = error
        case .onAppear:
            // An alert needs a screen on display: a load failure waits for the first appearance.
            if let failure = state.pendingLoadFailure {
                state.pendingLoadFailure = nil
                state.alert = .loadFailure(failure, of: "tasks")
            }
        case .nameChanged(let text):
            state.name = text
        case .addButtonTapped:
            return addButtonTapped(&state)
        case .addResponse(.success(let list)):
            state.list = list
            state.name = ""
        case .saveResponse(.success(let list)):
            state.list = list
        case .addResponse(.failure(let error)), .saveResponse(.failure(let error)):
            state.alert = .notice(title: "Could not save", message: "Your change was not saved: \(error.reason)")
        case .swipeActionTapped(let kind, let itemID):
            return swipeActionTapped(kind, itemID: itemID, &state)
        case .priorityChosen(let priority, let itemID):
            state.alert = nil
            return save(state.list.settingPriority(priority, id: itemID), answer: TodoListAction.saveResponse)
        case .removalConfirmed(let itemID):
            state.alert = nil
            return save(state.list.removing(id: itemID), answer: TodoListAction.saveResponse)
        case .alertDismissed:
            state.alert = nil
        }
        return .none
    }

    private func addButtonTapped(_ state: inout TodoListState) -> Effect<TodoListAction> {
        switch TodoName.validate(state.name) {
        case .failure(.empty):
            return .none
        case .failure(.tooLong):
            state.alert = .notice(title: "Name too long", message: "A task name can have at most 200 characters.")
            return .none
        case .success(let name):
            return save(state.list.adding(name: name, createdAt: clock.now()).list, answer: TodoListAction.addResponse)
        }
    }

    private func swipeActionTapped(
        _ kind: TodoListAction.SwipeActionKind, itemID: Int, _ state: inout TodoListState
    ) -> Effect<TodoListAction> {
        guard let item = state.list.item(withID: itemID) else { return .none }
        switch kind {
        case .done, .undone:
            return save(state.list.togglingDone(id: itemID), answer: TodoListAction.saveResponse)
        case .priority:
            state.alert = .priorityChoice(for: item)
        case .remove:
            state.alert = .removal(of: item)
        }
        return .none
    }

    /// Saves `list` and answers with the store's verdict, the list itself when it was accepted.
    private func save(
        _ list: TodoList, answer: @escaping (Result<TodoList, StoreError>) -> TodoListAction
    ) -> Effect<TodoListAction> {
        .run { [store] send in
            send(
                answer(
                    Result { () throws(StoreError) in
                        try store.save(list)
                        return list
                    }))
        }
    }
}

import Models

/// The Todo screen's rules, as one pure function: the state and a message in, the next state and the
/// effects to perform out. It reads no store, clock or screen; whatever it needs from outside comes
/// in a message, so every case is tested with plain values.
enum TodoListUpdate {
    static func update(_ state: inout TodoListState, _ message: TodoListMessage) -> [TodoListEffect] {
        switch message {
        case .viewDidLoad:
            return [.load]
        case .loadFinished(.success(let list)):
            state.list = list
        case .loadFinished(.failure(let error)):
            state.pendingLoadFailure = error
        case .viewDidAppear:
            // An alert needs a screen on display: a load failure waits for the first appearance.
            if let failure = state.pendingLoadFailure {
                state.pendingLoadFailure = nil
                state.alert = .loadFailure(failure, of: "tasks")
            }
        case .nameChanged(let text):
            state.name = text
        case .addButtonTapped:
            return addButtonTapped(&state)
        case .clockRead(let now, let name):
            return [.saveNewItem(state.list.adding(name: name, createdAt: now).list)]
        case .newItemSaveFinished(.success(let list)):
            state.list = list
            state.name = ""
        case .saveFinished(.success(let list)):
            state.list = list
        case .newItemSaveFinished(.failure(let error)), .saveFinished(.failure(let error)):
            state.alert = .notice(title: "Could not save", message: "Your change was not saved: \(error.reason)")
        case .swipeActionTapped(let kind, let itemID):
            return swipeActionTapped(kind, itemID: itemID, &state)
        case .priorityChosen(let priority, let itemID):
            state.alert = nil
            return [.save(state.list.settingPriority(priority, id: itemID))]
        case .removalConfirmed(let itemID):
            state.alert = nil
            return [.save(state.list.removing(id: itemID))]
        case .alertDismissed:
            state.alert = nil
        }
        return []
    }

    private static func addButtonTapped(_ state: inout TodoListState) -> [TodoListEffect] {
        switch TodoName.validate(state.name) {
        case .failure(.empty):
            return []
        case .failure(.tooLong):
            state.alert = .notice(title: "Name too long", message: "A task name can have at most 200 characters.")
            return []
        case .success(let name):
            return [.readClock(newItemName: name)]
        }
    }

    private static func swipeActionTapped(
        _ kind: TodoListMessage.SwipeActionKind, itemID: Int, _ state: inout TodoListState
    ) -> [TodoListEffect] {
        guard let item = state.list.item(withID: itemID) else { return [] }
        switch kind {
        case .done, .undone:
            return [.save(state.list.togglingDone(id: itemID))]
        case .priority:
            state.alert = .priorityChoice(for: item)
        case .remove:
            state.alert = .removal(of: item)
        }
        return []
    }
}

import Models
import TestAids
import TestSupport
import Testing

@testable import TCA

extension TodoListReducerTests {
    // MARK: Done and Undone

    @Test("\"Done\" saves the list with the item done, and the saved list becomes the state's")
    func done() {
        let (store, todoStore) = makeListed([Fixtures.item(1, "Older"), Fixtures.item(2, "Newer", minutes: 1)])

        store.send(.swipeActionTapped(.done, itemID: 2))
        store.receive(
            .saveResponse(
                .success(
                    TodoList(items: [Fixtures.item(1, "Older"), Fixtures.item(2, "Newer", done: true, minutes: 1)])))
        ) {
            $0.list = TodoList(items: [Fixtures.item(1, "Older"), Fixtures.item(2, "Newer", done: true, minutes: 1)])
        }

        #expect(
            todoStore.document
                == TodoList(items: [Fixtures.item(1, "Older"), Fixtures.item(2, "Newer", done: true, minutes: 1)]))
    }

    @Test("\"Undone\" saves the list with the item open again")
    func undone() {
        let (store, _) = makeListed([Fixtures.item(1, "Was done", done: true)])

        store.send(.swipeActionTapped(.undone, itemID: 1))
        store.receive(.saveResponse(.success(TodoList(items: [Fixtures.item(1, "Was done")])))) {
            $0.list = TodoList(items: [Fixtures.item(1, "Was done")])
        }
    }

    @Test("a failed save leaves the list as saved and says why")
    func changeNotSaved() {
        let (store, todoStore) = makeListed([Fixtures.item(1, "Task")])
        todoStore.failNextSave(reason: "the disk is full")

        store.send(.swipeActionTapped(.done, itemID: 1))
        store.receive(.saveResponse(.failure(.saveFailed(reason: "the disk is full")))) {
            $0.alert = AlertState(
                title: "Could not save", message: "Your change was not saved: the disk is full",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test(
        "a swipe for an item that is no longer there does nothing",
        arguments: [
            TodoListAction.SwipeActionKind.remove, .done, .undone, .priority,
        ])
    func unknownItem(kind: TodoListAction.SwipeActionKind) {
        let (store, todoStore) = makeListed([Fixtures.item(1, "Task")])

        store.send(.swipeActionTapped(kind, itemID: 99))

        #expect(todoStore.saveCount == 0)
    }

    // MARK: Priority

    @Test("\"Priority\" shows a sheet naming the item: each priority sends itself for that item, Cancel nothing")
    func priorityAsks() {
        let (store, _) = makeListed([Fixtures.item(4, "Call مریم")])

        store.send(.swipeActionTapped(.priority, itemID: 4)) {
            $0.alert = AlertState(
                title: "Change priority", message: "You want to change priority for:\n\nCall مریم", style: .actionSheet,
                buttons: [
                    .init(title: "Normal", choice: .priorityChosen(.normal, itemID: 4)),
                    .init(title: "Important", choice: .priorityChosen(.important, itemID: 4)),
                    .init(title: "Urgent", choice: .priorityChosen(.urgent, itemID: 4)),
                    .init(title: "Cancel", role: .cancel, choice: .alertDismissed),
                ])
        }
    }

    @Test("a chosen priority closes the sheet and saves the list with the item's new priority")
    func priorityChosen() throws {
        let (store, _) = makeListed([Fixtures.item(4, "Task")], alert: prioritySheet(itemID: 4, name: "Task"))

        store.send(try #require(store.state.alert?.choice(ofButton: "Urgent"))) { $0.alert = nil }
        store.receive(.saveResponse(.success(TodoList(items: [Fixtures.item(4, "Task", priority: .urgent)])))) {
            $0.list = TodoList(items: [Fixtures.item(4, "Task", priority: .urgent)])
        }
    }

    @Test("\"Cancel\" on the sheet closes it and saves nothing")
    func priorityCancelled() throws {
        let (store, todoStore) = makeListed([Fixtures.item(4, "Task")], alert: prioritySheet(itemID: 4, name: "Task"))

        store.send(try #require(store.state.alert?.choice(ofButton: "Cancel"))) { $0.alert = nil }

        #expect(todoStore.saveCount == 0)
    }

    // MARK: Remove

    @Test("\"Remove\" asks for confirmation naming the item: Cancel, then Remove (destructive) for that item")
    func removeAsks() {
        let (store, _) = makeListed([Fixtures.item(3, "e\u{301}clair")])

        store.send(.swipeActionTapped(.remove, itemID: 3)) {
            $0.alert = AlertState(
                title: "Remove item", message: "You want to remove item:\n\ne\u{301}clair\n\nAre you sure?",
                buttons: [
                    .init(title: "Cancel", role: .cancel, choice: .alertDismissed),
                    .init(title: "Remove", role: .destructive, choice: .removalConfirmed(itemID: 3)),
                ])
        }
    }

    @Test("confirming saves the list without exactly that item, even beside one with the same name")
    func removalConfirmed() throws {
        let (store, _) = makeListed(
            [Fixtures.item(1, "Twin"), Fixtures.item(2, "Twin", minutes: 1)],
            alert: removalConfirmation(itemID: 2, name: "Twin"))

        store.send(try #require(store.state.alert?.choice(ofButton: "Remove"))) { $0.alert = nil }
        store.receive(.saveResponse(.success(TodoList(items: [Fixtures.item(1, "Twin")], highestID: 2)))) {
            $0.list = TodoList(items: [Fixtures.item(1, "Twin")], highestID: 2)
        }
    }

    @Test("\"Cancel\" on the confirmation closes it and removes nothing")
    func removalCancelled() throws {
        let (store, todoStore) = makeListed(
            [Fixtures.item(1, "Keep me")], alert: removalConfirmation(itemID: 1, name: "Keep me"))

        store.send(try #require(store.state.alert?.choice(ofButton: "Cancel"))) { $0.alert = nil }

        #expect(todoStore.saveCount == 0)
    }

    /// A screen showing `items`, as stored, with `alert` on screen.
    private func makeListed(
        _ items: [TodoItem], alert: AlertState<TodoListAction>? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (TestStore<TodoListReducer>, InMemoryStore<TodoList>) {
        makeSUT(
            TodoListState(list: TodoList(items: items), alert: alert), stored: TodoList(items: items),
            sourceLocation: sourceLocation)
    }

    /// The sheet "Priority" shows for item `itemID`, written out.
    private func prioritySheet(itemID: Int, name: String) -> AlertState<TodoListAction> {
        AlertState(
            title: "Change priority", message: "You want to change priority for:\n\n\(name)", style: .actionSheet,
            buttons: [
                .init(title: "Normal", choice: .priorityChosen(.normal, itemID: itemID)),
                .init(title: "Important", choice: .priorityChosen(.important, itemID: itemID)),
                .init(title: "Urgent", choice: .priorityChosen(.urgent, itemID: itemID)),
                .init(title: "Cancel", role: .cancel, choice: .alertDismissed),
            ])
    }

    /// The confirmation "Remove" asks for item `itemID`, written out.
    private func removalConfirmation(itemID: Int, name: String) -> AlertState<TodoListAction> {
        AlertState(
            title: "Remove item", message: "You want to remove item:\n\n\(name)\n\nAre you sure?",
            buttons: [
                .init(title: "Cancel", role: .cancel, choice: .alertDismissed),
                .init(title: "Remove", role: .destructive, choice: .removalConfirmed(itemID: itemID)),
            ])
    }
}

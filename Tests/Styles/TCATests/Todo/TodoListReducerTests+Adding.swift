import Models
import TestSupport
import Testing

@testable import TCA

extension TodoListReducerTests {
    @Test("typing keeps the text as typed, spaces and all")
    func typing() {
        let (store, _) = makeSUT()

        store.send(.nameChanged("  خرید نان ")) { $0.name = "  خرید نان " }
        store.send(.nameChanged("")) { $0.name = "" }
    }

    @Test(
        "Add saves the list with the new item, named as trimmed and created at the clock's time; then shows it and empties the field"
    )
    func add() {
        let (store, todoStore) = makeSUT(
            TodoListState(list: TodoList(items: [Fixtures.item(1, "Existing")]), name: "  Buy milk \n"),
            stored: TodoList(items: [Fixtures.item(1, "Existing")]))

        store.send(.addButtonTapped)
        store.receive(
            .addResponse(
                .success(TodoList(items: [Fixtures.item(1, "Existing"), Fixtures.item(2, "Buy milk", minutes: 5)])))
        ) {
            $0.list = TodoList(items: [Fixtures.item(1, "Existing"), Fixtures.item(2, "Buy milk", minutes: 5)])
            $0.name = ""
        }

        #expect(
            todoStore.document
                == TodoList(items: [Fixtures.item(1, "Existing"), Fixtures.item(2, "Buy milk", minutes: 5)]))
    }

    @Test("a failed save: the alert gives the reason, the list stays as saved, the name stays typed")
    func addNotSaved() {
        let (store, todoStore) = makeSUT(TodoListState(name: "Buy milk"))
        todoStore.failNextSave(reason: "the disk is full")

        store.send(.addButtonTapped)
        store.receive(.addResponse(.failure(.saveFailed(reason: "the disk is full")))) {
            $0.alert = AlertState(
                title: "Could not save", message: "Your change was not saved: the disk is full",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test("a name of 201 characters is refused with an alert; the name stays and nothing is saved")
    func tooLongName() {
        let (store, todoStore) = makeSUT(TodoListState(name: String(repeating: "x", count: 201)))

        store.send(.addButtonTapped) {
            $0.alert = AlertState(
                title: "Name too long", message: "A task name can have at most 200 characters.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }

        #expect(todoStore.saveCount == 0)
    }

    @Test("an empty name (a tap on the disabled button) does nothing")
    func emptyName() {
        let (store, todoStore) = makeSUT(TodoListState(name: "   "))

        store.send(.addButtonTapped)

        #expect(todoStore.saveCount == 0)
    }
}

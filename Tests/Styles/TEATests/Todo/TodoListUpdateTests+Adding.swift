import Models
import TestSupport
import Testing

@testable import TEA

extension TodoListUpdateTests {
    @Test("typing keeps the text as typed, spaces and all")
    func typing() {
        var sut = makeSUT()

        sut.send(.nameChanged("  خرید نان ")) { $0.name = "  خرید نان " }
        sut.send(.nameChanged("")) { $0.name = "" }
    }

    @Test("Add with a valid name asks the clock for the time of the new item, named as trimmed")
    func addReadsClock() {
        var sut = makeSUT(TodoListState(name: "  Buy milk \n"))

        sut.send(.addButtonTapped, effects: [.readClock(newItemName: "Buy milk")])
    }

    @Test("the clock's answer saves the list with the new item, created then; the screen shows nothing new yet")
    func clockAnswerSaves() {
        var sut = makeSUT(
            TodoListState(list: TodoList(items: [Fixtures.item(1, "Existing")]), name: "Buy milk"))

        sut.send(
            .clockRead(Fixtures.date(minutes: 5), newItemName: "Buy milk"),
            effects: [
                .saveNewItem(
                    TodoList(items: [Fixtures.item(1, "Existing"), Fixtures.item(2, "Buy milk", minutes: 5)]))
            ])
    }

    @Test("the saved list is shown and the field emptied")
    func newItemSaved() {
        var sut = makeSUT(TodoListState(name: "Buy milk"))

        sut.send(.newItemSaveFinished(.success(TodoList(items: [Fixtures.item(1, "Buy milk")])))) {
            $0.list = TodoList(items: [Fixtures.item(1, "Buy milk")])
            $0.name = ""
        }
    }

    @Test("a failed save: the alert gives the reason, the list stays as saved, the name stays typed")
    func newItemNotSaved() {
        var sut = makeSUT(TodoListState(name: "Buy milk"))

        sut.send(.newItemSaveFinished(.failure(.saveFailed(reason: "the disk is full")))) {
            $0.alert = AlertState(
                title: "Could not save", message: "Your change was not saved: the disk is full",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test("a name of 201 characters is refused with an alert; the name stays and nothing is saved")
    func tooLongName() {
        var sut = makeSUT(TodoListState(name: String(repeating: "x", count: 201)))

        sut.send(.addButtonTapped) {
            $0.alert = AlertState(
                title: "Name too long", message: "A task name can have at most 200 characters.",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test("an empty name (a tap on the disabled button) does nothing")
    func emptyName() {
        var sut = makeSUT(TodoListState(name: "   "))

        sut.send(.addButtonTapped)
    }
}

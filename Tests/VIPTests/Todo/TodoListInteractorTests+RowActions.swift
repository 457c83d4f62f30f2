import Models
import TestSupport
import Testing

@testable import VIP

extension TodoListInteractorTests {
    @Test("Done flips the item and saves, and the saved list is presented; doing it again flips it back")
    func toggle() {
        let (sut, worker, presenter) = makeSUT([Fixtures.item(1, "Read")])
        let done = Models.TodoList(items: [Fixtures.item(1, "Read", done: true)])
        let open = Models.TodoList(items: [Fixtures.item(1, "Read")])

        sut.changeItem(request: TodoList.ChangeItem.Request(itemID: 1, change: .toggleDone))
        sut.changeItem(request: TodoList.ChangeItem.Request(itemID: 1, change: .toggleDone))

        #expect(worker.askedToSave == [done, open])
        #expect(
            presenter.messages == [
                .presentChangedList(TodoList.ChangeItem.Response(list: done)),
                .presentChangedList(TodoList.ChangeItem.Response(list: open)),
            ])
    }

    @Test("Priority hands the item over for the question, and a choice sets that priority and saves")
    func priority() {
        let (sut, worker, presenter) = makeSUT([Fixtures.item(1, "Read")])
        let urgent = Models.TodoList(items: [Fixtures.item(1, "Read", priority: .urgent)])

        sut.askForPriority(request: TodoList.AskForPriority.Request(itemID: 1))
        sut.changeItem(request: TodoList.ChangeItem.Request(itemID: 1, change: .setPriority(.urgent)))

        #expect(
            presenter.messages == [
                .presentPriorityChoice(TodoList.AskForPriority.Response(item: Fixtures.item(1, "Read"))),
                .presentChangedList(TodoList.ChangeItem.Response(list: urgent)),
            ])
        #expect(worker.askedToSave == [urgent])
    }

    @Test("Remove hands the item over for the confirmation, and confirming deletes exactly that item")
    func remove() {
        let (sut, worker, presenter) = makeSUT([Fixtures.item(1, "Twin"), Fixtures.item(2, "Twin")])
        let remaining = Models.TodoList(items: [Fixtures.item(1, "Twin")], highestID: 2)

        sut.askToRemove(request: TodoList.AskToRemove.Request(itemID: 2))
        sut.changeItem(request: TodoList.ChangeItem.Request(itemID: 2, change: .remove))

        #expect(
            presenter.messages == [
                .presentRemoveConfirmation(TodoList.AskToRemove.Response(item: Fixtures.item(2, "Twin"))),
                .presentChangedList(TodoList.ChangeItem.Response(list: remaining)),
            ])
        #expect(worker.askedToSave == [remaining])
    }

    @Test("a question about an item that is no longer there gets no answer")
    func unknownItem() {
        let (sut, _, presenter) = makeSUT([Fixtures.item(1, "Read")])

        sut.askForPriority(request: TodoList.AskForPriority.Request(itemID: 99))
        sut.askToRemove(request: TodoList.AskToRemove.Request(itemID: 99))

        #expect(presenter.messages.isEmpty)
    }

    @Test("a change whose save fails is a refusal, and the next change starts from the last saved list")
    func changeSaveFailure() {
        let (sut, worker, presenter) = makeSUT([Fixtures.item(1, "Read")])
        worker.saveFailure = .saveFailed(reason: "read-only")
        sut.changeItem(request: TodoList.ChangeItem.Request(itemID: 1, change: .remove))
        worker.saveFailure = nil

        sut.changeItem(request: TodoList.ChangeItem.Request(itemID: 1, change: .setPriority(.important)))

        #expect(
            presenter.messages == [
                .presentRefusal(TodoList.Refusal.Response(reason: .notSaved(.saveFailed(reason: "read-only")))),
                .presentChangedList(
                    TodoList.ChangeItem.Response(
                        list: Models.TodoList(items: [Fixtures.item(1, "Read", priority: .important)]))),
            ])
    }
}

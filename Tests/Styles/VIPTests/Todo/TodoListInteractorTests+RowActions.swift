import Models
import TestSupport
import Testing

@testable import VIP

extension TodoListInteractorTests {
    @Test("Done flips the item and saves, and the saved list is presented; Undone flips it back")
    func toggle() {
        let (sut, worker, presenter) = makeSUT([Fixtures.item(1, "Read")])
        let done = TodoList(items: [Fixtures.item(1, "Read", done: true)])
        let open = TodoList(items: [Fixtures.item(1, "Read")])

        sut.swipeActionTapped(request: ListTodos.SwipeActionTapped.Request(kind: .done, itemID: 1))
        sut.swipeActionTapped(request: ListTodos.SwipeActionTapped.Request(kind: .undone, itemID: 1))

        #expect(worker.askedToSave == [done, open])
        #expect(
            presenter.messages == [
                .presentList(ListTodos.ViewDidLoad.Response(list: open)),
                .presentChangedList(ListTodos.ListChanged.Response(list: done)),
                .presentChangedList(ListTodos.ListChanged.Response(list: open)),
            ])
    }

    @Test("Priority hands the item over for the question, and a choice sets that priority and saves")
    func priority() {
        let (sut, worker, presenter) = makeSUT([Fixtures.item(1, "Read")])
        let urgent = TodoList(items: [Fixtures.item(1, "Read", priority: .urgent)])

        sut.swipeActionTapped(request: ListTodos.SwipeActionTapped.Request(kind: .priority, itemID: 1))
        let asked = presenter.messages.last
        sut.alertButtonTapped(request: ListTodos.AlertButtonTapped.Request(choice: .setPriority(.urgent, itemID: 1)))

        #expect(asked == .presentPriorityChoice(ListTodos.PriorityChoice.Response(item: Fixtures.item(1, "Read"))))
        #expect(presenter.messages.last == .presentChangedList(ListTodos.ListChanged.Response(list: urgent)))
        #expect(worker.askedToSave == [urgent])
    }

    @Test("Remove hands the item over for the confirmation, and confirming deletes exactly that item")
    func remove() {
        let (sut, worker, presenter) = makeSUT([Fixtures.item(1, "Twin"), Fixtures.item(2, "Twin")])
        let remaining = TodoList(items: [Fixtures.item(1, "Twin")], highestID: 2)

        sut.swipeActionTapped(request: ListTodos.SwipeActionTapped.Request(kind: .remove, itemID: 2))
        let asked = presenter.messages.last
        sut.alertButtonTapped(request: ListTodos.AlertButtonTapped.Request(choice: .remove(itemID: 2)))

        #expect(
            asked == .presentRemoveConfirmation(ListTodos.RemoveConfirmation.Response(item: Fixtures.item(2, "Twin"))))
        #expect(presenter.messages.last == .presentChangedList(ListTodos.ListChanged.Response(list: remaining)))
        #expect(worker.askedToSave == [remaining])
    }

    @Test("a question about an item that is no longer there gets no answer")
    func unknownItem() {
        let (sut, _, presenter) = makeSUT([Fixtures.item(1, "Read")])
        let before = presenter.messages

        sut.swipeActionTapped(request: ListTodos.SwipeActionTapped.Request(kind: .priority, itemID: 99))
        sut.swipeActionTapped(request: ListTodos.SwipeActionTapped.Request(kind: .remove, itemID: 99))

        #expect(presenter.messages == before)
    }

    @Test("a change whose save fails is a refusal, and the next change starts from the last saved list")
    func changeSaveFailure() {
        let (sut, worker, presenter) = makeSUT([Fixtures.item(1, "Read")])
        worker.saveFailure = .saveFailed(reason: "read-only")
        sut.alertButtonTapped(request: ListTodos.AlertButtonTapped.Request(choice: .remove(itemID: 1)))
        let refused = presenter.messages.last
        worker.saveFailure = nil

        sut.alertButtonTapped(request: ListTodos.AlertButtonTapped.Request(choice: .setPriority(.important, itemID: 1)))

        #expect(
            refused == .presentRefusal(ListTodos.Refusal.Response(reason: .notSaved(.saveFailed(reason: "read-only")))))
        #expect(
            presenter.messages.last
                == .presentChangedList(
                    ListTodos.ListChanged.Response(
                        list: TodoList(items: [Fixtures.item(1, "Read", priority: .important)]))))
    }
}

import Models
import TestSupport
import Testing

@testable import VIP

extension TodoListInteractorTests {
    @Test("adding saves a trimmed, open, normal item with the next id, created now, and presents the saved list")
    func add() {
        let (sut, worker, presenter) = makeSUT([Fixtures.item(3, "Buy milk", priority: .urgent)])
        let saved = Models.TodoList(items: [
            Fixtures.item(3, "Buy milk", priority: .urgent), Fixtures.item(4, "Call mum"),
        ])

        sut.addItem(request: TodoList.AddItem.Request(name: "  Call mum \n"))

        #expect(worker.askedToSave == [saved])
        #expect(presenter.messages == [.presentAddedItem(TodoList.AddItem.Response(list: saved))])
    }

    @Test("a name over 200 characters is refused, and nothing is saved")
    func nameTooLong() {
        let (sut, worker, presenter) = makeSUT()

        sut.addItem(request: TodoList.AddItem.Request(name: String(repeating: "é", count: 201)))

        #expect(presenter.messages == [.presentRefusal(TodoList.Refusal.Response(reason: .nameTooLong))])
        #expect(worker.askedToSave.isEmpty)
    }

    @Test("a name of exactly 200 characters is added")
    func longestName() {
        let (sut, worker, _) = makeSUT()

        sut.addItem(request: TodoList.AddItem.Request(name: String(repeating: "é", count: 200)))

        #expect(worker.list.items.map(\.name) == [String(repeating: "é", count: 200)])
    }

    @Test("an empty name, which only a tap on the disabled button sends, does nothing")
    func emptyName() {
        let (sut, worker, presenter) = makeSUT()

        sut.addItem(request: TodoList.AddItem.Request(name: " \n "))

        #expect(presenter.messages.isEmpty)
        #expect(worker.askedToSave.isEmpty)
    }

    @Test("a refused save is presented as a refusal, and the list stays as it was")
    func saveFailure() {
        let (sut, worker, presenter) = makeSUT()
        worker.saveFailure = .saveFailed(reason: "the disk is full")

        sut.addItem(request: TodoList.AddItem.Request(name: "Call mum"))

        #expect(
            presenter.messages == [
                .presentRefusal(TodoList.Refusal.Response(reason: .notSaved(.saveFailed(reason: "the disk is full"))))
            ])
        #expect(worker.list == Models.TodoList())
    }
}

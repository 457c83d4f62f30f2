import Models
import TestSupport
import Testing

@testable import VIP

extension TodoListInteractorTests {
    @Test("Add saves the typed name trimmed, as an open, normal item with the next id, created now, and presents it")
    func add() {
        let (sut, worker, presenter) = makeSUT([Fixtures.item(3, "Buy milk", priority: .urgent)])
        sut.nameChanged(request: ListTodos.NameChanged.Request(text: "  Call mum \n"))

        sut.addButtonTapped(request: ListTodos.AddButtonTapped.Request())

        let saved = TodoList(items: [Fixtures.item(3, "Buy milk", priority: .urgent), Fixtures.item(4, "Call mum")])
        #expect(worker.askedToSave == [saved])
        #expect(presenter.messages.last == .presentAddedItem(ListTodos.AddButtonTapped.Response(list: saved)))
    }

    @Test("the field is emptied with the item added: Add again adds nothing")
    func nameClearedAfterAdding() {
        let (sut, worker, _) = makeSUT()
        sut.nameChanged(request: ListTodos.NameChanged.Request(text: "Call mum"))
        sut.addButtonTapped(request: ListTodos.AddButtonTapped.Request())

        sut.addButtonTapped(request: ListTodos.AddButtonTapped.Request())

        #expect(worker.askedToSave == [TodoList(items: [Fixtures.item(1, "Call mum")])])
    }

    @Test("a name over 200 characters is refused, and nothing is saved")
    func nameTooLong() {
        let (sut, worker, presenter) = makeSUT()
        sut.nameChanged(request: ListTodos.NameChanged.Request(text: String(repeating: "é", count: 201)))

        sut.addButtonTapped(request: ListTodos.AddButtonTapped.Request())

        #expect(presenter.messages.last == .presentRefusal(ListTodos.Refusal.Response(reason: .nameTooLong)))
        #expect(worker.askedToSave.isEmpty)
    }

    @Test("a name of exactly 200 characters is added")
    func longestName() {
        let (sut, worker, _) = makeSUT()
        sut.nameChanged(request: ListTodos.NameChanged.Request(text: String(repeating: "é", count: 200)))

        sut.addButtonTapped(request: ListTodos.AddButtonTapped.Request())

        #expect(worker.askedToSave.map { $0.items.map(\.name) } == [[String(repeating: "é", count: 200)]])
    }

    @Test("an empty name, which only a tap on the disabled button sends, does nothing")
    func emptyName() {
        let (sut, worker, presenter) = makeSUT()
        sut.nameChanged(request: ListTodos.NameChanged.Request(text: " \n "))
        let before = presenter.messages

        sut.addButtonTapped(request: ListTodos.AddButtonTapped.Request())

        #expect(presenter.messages == before)
        #expect(worker.askedToSave.isEmpty)
    }

    @Test("a refused save is presented as a refusal; the name stays typed and the list as it was")
    func saveFailure() {
        let (sut, worker, presenter) = makeSUT([Fixtures.item(1, "Read")])
        sut.nameChanged(request: ListTodos.NameChanged.Request(text: "Call mum"))
        worker.saveFailure = .saveFailed(reason: "the disk is full")
        sut.addButtonTapped(request: ListTodos.AddButtonTapped.Request())
        worker.saveFailure = nil

        sut.addButtonTapped(request: ListTodos.AddButtonTapped.Request())

        #expect(
            presenter.messages.contains(
                .presentRefusal(ListTodos.Refusal.Response(reason: .notSaved(.saveFailed(reason: "the disk is full"))))
            ))
        // Both tries start from the last saved list, and the second adds the name still typed.
        #expect(worker.askedToSave.map { $0.items.map(\.name) } == [["Read", "Call mum"], ["Read", "Call mum"]])
        #expect(worker.askedToSave.map(\.highestID) == [2, 2])
    }
}

import Foundation
import Models
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("Todo interactor", .checkingForLeaks)
struct TodoListInteractorTests {
    @Test("loading hands over the stored list")
    func load() {
        let stored = TodoList(items: [Samples.item(1, "Buy milk")])
        let (sut, store, output) = makeSUT(stored: stored)

        sut.loadList()

        #expect(output.messages == [.didLoad(stored)])
        #expect(store.saveCount == 0)
    }

    @Test("an unreadable store is reported, and the list starts empty")
    func loadFailure() {
        let (sut, store, output) = makeSUT(stored: TodoList(items: [Samples.item(4, "Old")]))
        store.failNextLoad(with: .unreadable(keptAs: "todos.unreadable-1.json"))

        sut.loadList()
        sut.addItem(named: "New")

        #expect(
            output.messages == [
                .didFailToLoad(.unreadable(keptAs: "todos.unreadable-1.json")),
                .didAddItem(TodoList(items: [TodoItem(id: 1, name: "New", createdAt: Samples.date)])),
            ])
    }

    @Test("adding saves a trimmed, open, normal item with the next id, created now")
    func add() {
        let (sut, store, output) = makeSUT(stored: TodoList(items: [Samples.item(3, "Buy milk")], highestID: 5))
        sut.loadList()

        sut.addItem(named: "  Call mum \n")

        let expected = TodoList(
            items: [Samples.item(3, "Buy milk"), TodoItem(id: 6, name: "Call mum", createdAt: Samples.date)])
        #expect(output.messages.last == .didAddItem(expected))
        #expect(store.document == expected)
        #expect(store.saveCount == 1)
    }

    @Test(
        "a name is refused when empty or over 200 characters, and nothing is saved",
        arguments: [("  \n", TodoName.Problem.empty), (String(repeating: "é", count: 201), .tooLong)])
    func refused(text: String, problem: TodoName.Problem) {
        let (sut, store, output) = makeSUT()

        sut.addItem(named: text)

        #expect(output.messages == [.didRejectName(problem)])
        #expect(store.saveCount == 0)
    }

    @Test("a name of exactly 200 characters, emoji and combining marks included, is accepted")
    func longestName() {
        let (sut, store, _) = makeSUT()
        let name = String(repeating: "👩‍👩‍👧", count: 100) + String(repeating: "e\u{301}", count: 100)

        sut.addItem(named: name)

        #expect(store.document.items.map(\.name) == [name])
    }

    @Test("a refused save is reported and the change is not adopted")
    func addSaveFailure() {
        let (sut, store, output) = makeSUT()
        store.failNextSave(reason: "the disk is full")

        sut.addItem(named: "Call mum")
        sut.addItem(named: "Call mum")

        #expect(
            output.messages == [
                .didFailToSave(.saveFailed(reason: "the disk is full")),
                .didAddItem(
                    TodoList(items: [TodoItem(id: 1, name: "Call mum", createdAt: Samples.date.addingTimeInterval(1))])),
            ])
    }

    @Test("Done flips the item and saves; doing it again flips it back")
    func toggle() {
        let (sut, store, output) = makeSUT(stored: TodoList(items: [Samples.item(1, "Read")]))
        sut.loadList()

        sut.toggleDone(itemID: 1)
        sut.toggleDone(itemID: 1)

        #expect(
            output.messages.dropFirst() == [
                .didChange(TodoList(items: [Samples.item(1, "Read", isDone: true)])),
                .didChange(TodoList(items: [Samples.item(1, "Read")])),
            ])
        #expect(store.saveCount == 2)
    }

    @Test("a priority choice is set and saved")
    func priority() {
        let (sut, store, output) = makeSUT(stored: TodoList(items: [Samples.item(1, "Read")]))
        sut.loadList()

        sut.setPriority(.urgent, itemID: 1)

        let expected = TodoList(items: [Samples.item(1, "Read", priority: .urgent)])
        #expect(output.messages.last == .didChange(expected))
        #expect(store.document == expected)
    }

    @Test("removing deletes exactly that item and saves, and its id is never handed out again")
    func remove() {
        let (sut, store, _) = makeSUT(stored: TodoList(items: [Samples.item(1, "A"), Samples.item(2, "B")]))
        sut.loadList()

        sut.removeItem(itemID: 2)
        sut.addItem(named: "C")

        #expect(store.document.items.map(\.id) == [1, 3])
        #expect(store.document.items.map(\.name) == ["A", "C"])
    }

    @Test("a change whose save fails is reported, and the next change starts from the last saved list")
    func changeSaveFailure() {
        let (sut, store, output) = makeSUT(stored: TodoList(items: [Samples.item(1, "Read")]))
        sut.loadList()
        store.failNextSave(reason: "read-only")

        sut.removeItem(itemID: 1)
        sut.setPriority(.important, itemID: 1)

        #expect(
            output.messages.dropFirst() == [
                .didFailToSave(.saveFailed(reason: "read-only")),
                .didChange(TodoList(items: [Samples.item(1, "Read", priority: .important)])),
            ])
    }

    @Test("the interactor does not keep its output alive")
    func weakOutput() {
        let (sut, _, _) = makeSUT()
        var output: TodoListInteractorOutputSpy? = TodoListInteractorOutputSpy()
        weak let released = output
        sut.output = output

        output = nil

        #expect(released == nil)
        #expect(sut.output == nil)
    }

    private func makeSUT(
        stored: TodoList = TodoList(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> (TodoListInteractor, InMemoryStore<TodoList>, TodoListInteractorOutputSpy) {
        let store = InMemoryStore(stored)
        let output = TodoListInteractorOutputSpy()
        let sut = TodoListInteractor(store: store, clock: .stepping(from: Samples.date))
        sut.output = output
        for object in [sut, store, output] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store, output)
    }
}

import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

extension TodoListInteractorTests {
    @Test("adding saves a trimmed, open, normal item with the next id, created now, and reports the list")
    func add() {
        let (sut, store, output) = makeSUT([Fixtures.item(3, "Buy milk", priority: .urgent)])
        sut.loadList()

        sut.addItem(named: "  Call mum \n")

        #expect(store.document.items.last == Fixtures.item(4, "Call mum"))
        #expect(output.messages.last == .didAddItem(TodoListContent(itemCount: 2, remainingCount: 2)))
        #expect((0..<2).map(sut.item(at:)) == [reported(3, "Buy milk", priority: .urgent), reported(4, "Call mum")])
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

    @Test("a refused save is reported and the item is not adopted")
    func addSaveFailure() {
        let (sut, store, output) = makeSUT()
        store.failNextSave(reason: "the disk is full")

        sut.addItem(named: "Call mum")

        #expect(output.messages == [.didFailToSave(.saveFailed(reason: "the disk is full"))])
        #expect(store.document.items.isEmpty)
    }
}

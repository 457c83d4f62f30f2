import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

extension TodoListInteractorTests {
    @Test("Done flips the item and saves; doing it again flips it back")
    func toggle() {
        let (sut, store, output) = makeSUT([Fixtures.item(1, "Read")])
        sut.loadList()

        sut.toggleDone(itemID: 1)
        let afterFirst = sut.item(at: 0)
        sut.toggleDone(itemID: 1)

        #expect(
            output.messages.dropFirst() == [
                .didChange(TodoListContent(itemCount: 1, remainingCount: 0)),
                .didChange(TodoListContent(itemCount: 1, remainingCount: 1)),
            ])
        #expect(afterFirst == reported(1, "Read", isDone: true))
        #expect(sut.item(at: 0) == reported(1, "Read"))
        #expect(store.saveCount == 2)
    }

    @Test("changing a priority starts by reporting the item, then the choice is set and saved")
    func priority() {
        let (sut, store, output) = makeSUT([Fixtures.item(1, "Read")])
        sut.loadList()

        sut.beginChangingPriority(itemID: 1)
        sut.setPriority(.urgent, itemID: 1)

        #expect(
            output.messages.dropFirst() == [
                .didBeginChangingPriority(reported(1, "Read")),
                .didChange(TodoListContent(itemCount: 1, remainingCount: 1)),
            ])
        #expect(sut.item(at: 0) == reported(1, "Read", priority: .urgent))
        #expect(store.document.items == [Fixtures.item(1, "Read", priority: .urgent)])
    }

    @Test("removing starts by reporting the item, then deletes exactly that item and saves")
    func remove() {
        let (sut, store, output) = makeSUT([Fixtures.item(1, "Twin"), Fixtures.item(2, "Twin")])
        sut.loadList()

        sut.beginRemoving(itemID: 2)
        sut.removeItem(itemID: 2)

        #expect(
            output.messages.dropFirst() == [
                .didBeginRemoving(reported(2, "Twin")),
                .didChange(TodoListContent(itemCount: 1, remainingCount: 1)),
            ])
        #expect(sut.item(at: 0) == reported(1, "Twin"))
        #expect(store.document.items.map(\.id) == [1])
    }

    @Test("a question about an item that is no longer there gets no answer")
    func unknownItem() {
        let (sut, _, output) = makeSUT([Fixtures.item(1, "Read")])
        sut.loadList()

        sut.beginChangingPriority(itemID: 99)
        sut.beginRemoving(itemID: 99)

        #expect(output.messages.count == 1)
    }

    @Test("a change whose save fails is reported, and the next change starts from the last saved list")
    func changeSaveFailure() {
        let (sut, store, output) = makeSUT([Fixtures.item(1, "Read")])
        sut.loadList()
        store.failNextSave(reason: "read-only")

        sut.removeItem(itemID: 1)
        sut.setPriority(.important, itemID: 1)

        #expect(
            output.messages.dropFirst() == [
                .didFailToSave(.saveFailed(reason: "read-only")),
                .didChange(TodoListContent(itemCount: 1, remainingCount: 1)),
            ])
        #expect(sut.item(at: 0) == reported(1, "Read", priority: .important))
    }
}

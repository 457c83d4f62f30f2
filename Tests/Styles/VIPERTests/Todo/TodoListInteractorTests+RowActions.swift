import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

extension TodoListInteractorTests {
    @Test("Done flips the item, saves, and reports the list re-sorted; doing it again flips it back")
    func toggle() {
        let (sut, store, output) = makeSUT([Fixtures.item(1, "Read"), Fixtures.item(2, "Write")])

        sut.toggleDone(itemID: 2)
        let afterFirst = output.messages.last
        sut.toggleDone(itemID: 2)

        #expect(
            afterFirst
                == .didChange(
                    TodoListContent(
                        items: [reported(1, "Read"), reported(2, "Write", isDone: true)], remainingCount: 1)
                ))
        #expect(
            output.messages.last
                == .didChange(TodoListContent(items: [reported(2, "Write"), reported(1, "Read")], remainingCount: 2)))
        #expect(store.saveCount == 2)
    }

    @Test("changing a priority starts by reporting the item; the choice is then set and saved")
    func priority() {
        let (sut, store, output) = makeSUT([Fixtures.item(1, "Read")])

        sut.beginChangingPriority(itemID: 1)
        sut.setPriority(.urgent, itemID: 1)

        #expect(
            output.messages == [
                .didBeginChangingPriority(reported(1, "Read")),
                .didChange(TodoListContent(items: [reported(1, "Read", priority: .urgent)], remainingCount: 1)),
            ])
        #expect(store.document.items == [Fixtures.item(1, "Read", priority: .urgent)])
    }

    @Test("each priority of the module is stored as the same priority")
    func priorities() {
        let (sut, store, _) = makeSUT([Fixtures.item(1, "Read")])

        sut.setPriority(.important, itemID: 1)
        let important = store.document.items.map(\.priority)
        sut.setPriority(.normal, itemID: 1)

        #expect(important == [.important])
        #expect(store.document.items.map(\.priority) == [.normal])
    }

    @Test("removing starts by reporting the item, then deletes exactly that item and saves")
    func remove() {
        let (sut, store, output) = makeSUT([Fixtures.item(1, "Twin"), Fixtures.item(2, "Twin")])

        sut.beginRemoving(itemID: 2)
        sut.removeItem(itemID: 2)

        #expect(
            output.messages == [
                .didBeginRemoving(reported(2, "Twin")),
                .didChange(TodoListContent(items: [reported(1, "Twin")], remainingCount: 1)),
            ])
        #expect(store.document.items.map(\.id) == [1])
    }

    @Test("a question about an item that is no longer there gets no answer")
    func unknownItem() {
        let (sut, _, output) = makeSUT([Fixtures.item(1, "Read")])

        sut.beginChangingPriority(itemID: 99)
        sut.beginRemoving(itemID: 99)

        #expect(output.messages.isEmpty)
    }

    @Test("a change whose save fails is reported, and the next change starts from the last saved list")
    func changeSaveFailure() {
        let (sut, store, output) = makeSUT([Fixtures.item(1, "Read")])
        store.failNextSave(reason: "read-only")

        sut.removeItem(itemID: 1)
        sut.setPriority(.important, itemID: 1)

        #expect(
            output.messages == [
                .didFailToSave(.saveFailed(reason: "read-only")),
                .didChange(TodoListContent(items: [reported(1, "Read", priority: .important)], remainingCount: 1)),
            ])
        #expect(store.document.items == [Fixtures.item(1, "Read", priority: .important)])
    }
}

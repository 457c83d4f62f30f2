import Foundation
import Models
import TestAids
import TestSupport
import Testing

@testable import MV

extension TodoListModelTests {
    @Test("Done saves the item done; it sorts after the open items and no longer counts")
    func toggleDone() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Newer", minutes: 1)])

        try sut.toggleDone(itemID: 2)

        #expect(store.document.item(withID: 2)?.isDone == true)
        #expect(sut.items.map(\.name) == ["Older", "Newer"])
        #expect(sut.remainingCount == 1)
    }

    @Test("Undone saves the item open again")
    func toggleUndone() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Finished", done: true)])

        try sut.toggleDone(itemID: 1)

        #expect(store.document.item(withID: 1)?.isDone == false)
        #expect(sut.remainingCount == 1)
    }

    @Test("a priority is saved and the item sorts by it")
    func setPriority() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Newer", minutes: 1)])

        try sut.setPriority(.urgent, itemID: 1)

        #expect(store.document.item(withID: 1)?.priority == .urgent)
        #expect(sut.items.map(\.name) == ["Older", "Newer"])
    }

    @Test("removing deletes exactly that item, even beside one of the same name, and saves")
    func remove() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Twin", minutes: 0), Fixtures.item(2, "Twin", minutes: 1)])

        try sut.removeItem(itemID: 1)

        #expect(store.document.items.map(\.id) == [2])
        #expect(sut.items.map(\.id) == [2])
    }

    @Test("a change the store refuses leaves the list as it was and is thrown")
    func changeRefused() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Open")])
        store.failNextSave(reason: "the disk is full")

        #expect(throws: StoreError.self) { try sut.toggleDone(itemID: 1) }
        #expect(sut.items.map(\.isDone) == [false])
        #expect(sut.remainingCount == 1)
    }
}

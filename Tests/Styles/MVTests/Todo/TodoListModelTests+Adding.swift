import Foundation
import Models
import TestAids
import TestSupport
import Testing

@testable import MV

extension TodoListModelTests {
    @Test("adding saves an open item of normal priority with the next id, created now, in its sorted place")
    func add() throws {
        let (sut, store) = makeSUT([Fixtures.item(4, "Urgent", priority: .urgent)])

        try sut.addItem(named: "Buy milk")

        #expect(store.document.items.last == Fixtures.item(5, "Buy milk", minutes: 5))
        #expect(sut.items.map(\.name) == ["Urgent", "Buy milk"])
        #expect(sut.remainingCount == 2)
    }

    @Test("an item the store refuses is not adopted, and the refusal is thrown with its reason")
    func addRefused() {
        let (sut, store) = makeSUT([])
        store.failNextSave(reason: "the disk is full")

        #expect(throws: StoreError.self) { try sut.addItem(named: "Buy milk") }
        #expect(sut.items.isEmpty)
        #expect(store.document.items.isEmpty)
    }
}

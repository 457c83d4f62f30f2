import Testing

@testable import HeadlessSwiftUI

@Suite("RowChanges")
struct RowChangesTests {
    @Test func theSameIDsInTheSameOrderAreTheSameRows() {
        #expect(RowChanges.between([1, 2, 3], [1, 2, 3]) == .same(reloaded: []))
    }

    @Test func oneRowAddedInTheMiddleOfALongListIsOneInsertion() {
        let old = Array(0..<1_000)
        var new = old
        new.insert(5_000, at: 600)

        #expect(RowChanges.between(old, new) == .edited(removed: [], inserted: [600], reloaded: []))
    }

    @Test func oneRowTakenFromTheMiddleIsOneDeletionAtItsOldPlace() {
        #expect(RowChanges.between([1, 2, 3, 4], [1, 2, 4]) == .edited(removed: [2], inserted: [], reloaded: []))
    }

    @Test func rowsAddedAtBothEndsAreInsertedAndTheOthersKept() {
        #expect(RowChanges.between([2, 3], [1, 2, 3, 4]) == .edited(removed: [], inserted: [0, 3], reloaded: []))
    }

    @Test func aRowReplacedByAnotherIsADeletionAndAnInsertion() {
        #expect(
            RowChanges.between([1, 2, 3, 4, 5], [1, 2, 9, 4, 5]) == .edited(removed: [2], inserted: [2], reloaded: []))
    }

    @Test func aRowThatMovesFromTheTopFarDownIsOneMove() {
        let old = Array(0..<1_000)
        var new = old
        new.insert(new.removeFirst(), at: 700)

        #expect(RowChanges.between(old, new) == .moved(from: 0, to: 700))
    }

    @Test func aRowThatMovesUpIsOneMove() {
        #expect(RowChanges.between([1, 2, 3, 4], [1, 4, 2, 3]) == .moved(from: 3, to: 1))
    }

    @Test func twoRowsSwappedAmongChangesReorderTheRows() {
        #expect(RowChanges.between([1, 2, 3, 4], [1, 3, 9, 2, 4]) == .reordered)
    }

    @Test func anIDRepeatedAmongTheChangedRowsGivesNoIdentityToMatchBy() {
        #expect(RowChanges.between([1, 2, 3], [1, 5, 5, 3]) == .reordered)
    }
}

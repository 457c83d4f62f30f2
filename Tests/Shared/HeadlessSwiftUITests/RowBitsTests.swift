import Foundation
import Testing

@testable import HeadlessSwiftUI

@Suite("RowBits")
struct RowBitsTests {
    private struct Task {
        var title: String
        var id: Int
    }

    @Test func integersAndUUIDsAreKeptAsBitsAndOtherIDsAreNot() {
        #expect(RowBits.canHold(Int.self))
        #expect(RowBits.canHold(UInt8.self))
        #expect(RowBits.canHold(UUID.self))
        #expect(!RowBits.canHold(String.self))
        #expect(!RowBits.canHold(Double.self))
    }

    @Test func equalIDsGiveEqualBitsAndDifferentIDsDifferentOnes() {
        let first = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
        let second = UUID(uuidString: "10000000-0000-0000-0000-000000000001")!

        #expect(RowBits(7) == RowBits(7))
        #expect(RowBits(7) != RowBits(8))
        #expect(RowBits(Int8(-1)) != RowBits(Int8(1)))
        #expect(RowBits(first) == RowBits(first))
        #expect(RowBits(first) != RowBits(second))
    }

    @Test func idsReadFromAnArraysStorageAreTheBitsOfEachElementsID() {
        let tasks = [Task(title: "Milk", id: 4), Task(title: "Eggs", id: -2), Task(title: "Tea", id: 90)]

        let read = tasks.withUnsafeBytes { bytes in
            RowBits.read(
                bytes, count: 3, stride: MemoryLayout<Task>.stride, offset: MemoryLayout<Task>.offset(of: \.id)!,
                size: 8)
        }

        #expect(read == [RowBits(4), RowBits(-2), RowBits(90)])
    }

    @Test func smallIntegerIDsAreReadWhateverTheirSize() {
        let ids: [Int16] = [3, -3, 300]

        let read = ids.withUnsafeBytes { bytes in RowBits.read(bytes, count: 3, stride: 2, offset: 0, size: 2) }

        #expect(read == [RowBits(Int16(3)), RowBits(Int16(-3)), RowBits(Int16(300))])
    }
}

import Foundation

/// A row id that is an integer or a UUID, kept as the bytes it is made of (two words). Lists of
/// thousands of rows compare their ids after every change; ids of a type the list is generic over
/// go through a witness table for every copy and comparison, while these compare as plain words.
/// Two integers, or two UUIDs, are equal exactly when their bytes are.
struct RowBits: Hashable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    /// Whether ids of `type` can be kept as bits: integers and UUIDs of at most 16 bytes.
    static func canHold<ID>(_ type: ID.Type) -> Bool {
        (type is any BinaryInteger.Type || type == UUID.self) && _isPOD(type) && MemoryLayout<ID>.size <= 16
    }

    init(low: UInt64 = 0, high: UInt64 = 0) {
        self.low = low
        self.high = high
    }

    /// The bytes of `id`, of a type `canHold` accepts.
    init<ID>(_ id: ID) {
        self = withUnsafeBytes(of: id) { RowBits(bytes: $0) }
    }

    private init(bytes: UnsafeRawBufferPointer) {
        withUnsafeMutableBytes(of: &self) { $0.copyMemory(from: bytes) }
    }

    /// The ids of `count` elements laid out `stride` bytes apart, each `size` bytes long at `offset`
    /// in its element: a list's ids read straight from its storage, without copying an element.
    static func read(_ bytes: UnsafeRawBufferPointer, count: Int, stride: Int, offset: Int, size: Int) -> [RowBits] {
        var ids: [RowBits] = []
        ids.reserveCapacity(count)
        var start = offset
        for _ in 0..<count {
            switch size {
            case 8: ids.append(RowBits(low: bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self)))
            case 16:
                ids.append(
                    RowBits(
                        low: bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self),
                        high: bytes.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self)))
            default: ids.append(RowBits(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<start + size])))
            }
            start += stride
        }
        return ids
    }
}

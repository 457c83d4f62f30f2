/// One instrumented function: the hash of its name and where its counters are.
package struct FunctionRecord: Sendable, Equatable {
    /// The low 64 bits of the MD5 of the function's profile name.
    package let nameHash: UInt64
    package let firstCounter: Int
    package let counterCount: Int
}

/// Reads the per-function records of a layout. Only raw profile version 10 (LLVM 19 to 21) is read:
/// a record is 64 bytes, the name hash at 0, the counters' offset from the record at 16 and their
/// number at 48. Any other version is refused with its number rather than misread.
package enum FunctionRecords {
    static let recordSize = 64
    static let readableVersion: UInt64 = 10

    package static func read(_ layout: ProfileLayout) throws -> [FunctionRecord] {
        guard layout.version & 0xFF == readableVersion else {
            throw ProfileFormatError.unsupportedVersion(layout.version & 0xFF)
        }
        guard layout.data.count % recordSize == 0 else { throw ProfileFormatError.truncated }
        let reader = ByteReader(layout.data)
        return try (0..<layout.data.count / recordSize).map { index in
            let base = index * recordSize
            let counterOffset = Int64(bitPattern: try reader.uint64(at: base + 16))
            let count = Int(try reader.uint32(at: base + 48))
            let start = Int64(base) + counterOffset - layout.countersDelta
            guard start >= 0, start % 8 == 0, Int(start / 8) + count <= layout.counterCount else {
                throw ProfileFormatError.counterOutOfRange(record: index)
            }
            return FunctionRecord(
                nameHash: try reader.uint64(at: base), firstCounter: Int(start / 8), counterCount: count)
        }
    }
}

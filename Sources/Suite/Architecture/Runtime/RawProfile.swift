import Foundation

/// LLVM's raw profile format, version 10 (what `LLVM_PROFILE_FILE` receives, before
/// `llvm-profdata merge`): a header of sixteen 64-bit fields, the per-function records, the
/// counters, the names, each padded to 8 bytes. Used to write the counts of a set of test cases as
/// a profile llvm-profdata and llvm-cov read like any other.
package enum RawProfile {
    /// `\u{ff}lprofr\u{81}` for 64-bit targets.
    static let magic: UInt64 = 0xff6c_7072_6f66_7281
    static let headerFields = 16
    /// The last value-profile kind LLVM 19 to 21 know (indirect call, memory op size, vtable).
    static let valueKindLast: UInt64 = 2

    /// A raw profile of `layout`'s binary holding `counters`.
    package static func bytes(layout: ProfileLayout, counters: [UInt64]) -> Data {
        precondition(counters.count == layout.counterCount, "one count per counter")
        let namesPadding = (8 - layout.names.count % 8) % 8
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128 + layout.data.count + counters.count * 8 + layout.names.count + namesPadding)
        let header: [UInt64] = [
            magic, layout.version, 0, UInt64(layout.data.count / FunctionRecords.recordSize), 0,
            UInt64(counters.count), 0, 0, 0, UInt64(layout.names.count), UInt64(bitPattern: layout.countersDelta),
            0, layout.namesAddress, 0, 0, valueKindLast,
        ]
        for field in header { bytes.appendLittleEndian(field) }
        bytes += layout.data
        for count in counters { bytes.appendLittleEndian(count) }
        bytes += layout.names
        bytes += [UInt8](repeating: 0, count: namesPadding)
        return Data(bytes)
    }

    /// The layout and counts of a raw profile (version 10, no bitmap bytes, no vtables).
    package static func read(_ data: Data) throws -> (layout: ProfileLayout, counters: [UInt64]) {
        var reader = ByteReader([UInt8](data))
        let header = try (0..<headerFields).map { _ in try reader.uint64() }
        guard header[0] == magic else { throw ProfileFormatError.notARawProfile }
        guard header[1] & 0xFF == 10 else { throw ProfileFormatError.unsupportedVersion(header[1] & 0xFF) }
        _ = try reader.bytes(Int(header[2]))
        let records = try reader.bytes(Int(header[3]) * FunctionRecords.recordSize)
        _ = try reader.bytes(Int(header[4]))
        let counters = try (0..<Int(header[5])).map { _ in try reader.uint64() }
        _ = try reader.bytes(Int(header[6]) + Int(header[7]) + Int(header[8]))
        let names = try reader.bytes(Int(header[9]))
        let layout = ProfileLayout(
            version: header[1], data: records, countersDelta: Int64(bitPattern: header[10]),
            counterCount: counters.count, namesAddress: header[12], names: names)
        return (layout, counters)
    }
}

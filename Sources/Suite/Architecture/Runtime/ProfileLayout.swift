import Foundation

/// What a test process's profile sections say, apart from the counts: the per-function records, the
/// names they hash, and where the counters were relative to the records. It is everything a raw
/// profile holds but the counters, so any counts of the same binary can be written as a profile.
package struct ProfileLayout: Sendable, Equatable {
    /// The raw profile version the compiler wrote the records in.
    package var version: UInt64
    /// The per-function records, as in memory.
    package var data: [UInt8]
    /// The address of the first counter minus the address of the first record.
    package var countersDelta: Int64
    package var counterCount: Int
    /// Where the names were in memory (a raw profile records it).
    package var namesAddress: UInt64
    /// The names, as the compiler wrote them (usually compressed).
    package var names: [UInt8]

    package init(
        version: UInt64, data: [UInt8], countersDelta: Int64, counterCount: Int, namesAddress: UInt64, names: [UInt8]
    ) {
        self.version = version
        self.data = data
        self.countersDelta = countersDelta
        self.counterCount = counterCount
        self.namesAddress = namesAddress
        self.names = names
    }

    private static let magic = Array("CASELAYT".utf8)

    /// Whether both come from the same binary: same records, names and counters, wherever they were loaded.
    package func describesSameBinary(as other: ProfileLayout) -> Bool {
        (version, data, countersDelta, counterCount, names)
            == (other.version, other.data, other.countersDelta, other.counterCount, other.names)
    }

    /// The file the test support writes once per process.
    package func encoded() -> Data {
        var bytes = Self.magic
        for value in [
            version, UInt64(bitPattern: countersDelta), UInt64(counterCount), namesAddress, UInt64(data.count),
        ] {
            bytes.appendLittleEndian(value)
        }
        bytes += data
        bytes.appendLittleEndian(UInt64(names.count))
        bytes += names
        return Data(bytes)
    }

    package init(decoding data: Data) throws {
        var reader = ByteReader([UInt8](data))
        guard try reader.bytes(Self.magic.count) == Self.magic else { throw ProfileFormatError.notALayout }
        version = try reader.uint64()
        countersDelta = Int64(bitPattern: try reader.uint64())
        counterCount = Int(try reader.uint64())
        namesAddress = try reader.uint64()
        self.data = try reader.bytes(Int(try reader.uint64()))
        names = try reader.bytes(Int(try reader.uint64()))
    }
}

import Foundation

/// Little-endian reading and writing of the fixed-width numbers in profile files.
struct ByteReader {
    let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var remaining: Int { bytes.count - offset }

    mutating func uint64() throws -> UInt64 {
        let value = try uint64(at: offset)
        offset += 8
        return value
    }

    func uint64(at position: Int) throws -> UInt64 {
        guard position >= 0, position + 8 <= bytes.count else { throw ProfileFormatError.truncated }
        return (0..<8).reduce(0) { $0 | UInt64(bytes[position + $1]) << UInt64($1 * 8) }
    }

    func uint32(at position: Int) throws -> UInt32 {
        guard position >= 0, position + 4 <= bytes.count else { throw ProfileFormatError.truncated }
        return (0..<4).reduce(0) { $0 | UInt32(bytes[position + $1]) << UInt32($1 * 8) }
    }

    mutating func bytes(_ count: Int) throws -> [UInt8] {
        guard count >= 0, offset + count <= bytes.count else { throw ProfileFormatError.truncated }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }
}

extension Array where Element == UInt8 {
    mutating func appendLittleEndian(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }
}

/// A profile file that cannot be read, in plain words.
package enum ProfileFormatError: Error, Equatable, CustomStringConvertible {
    case truncated
    case notALayout
    case notARawProfile
    case unsupportedVersion(UInt64)
    case counterOutOfRange(record: Int)
    case malformedCase(line: Int)

    package var description: String {
        switch self {
        case .truncated: "the file ends before its sizes say it should"
        case .notALayout: "the file does not start as a profile layout written by the test support"
        case .notARawProfile: "the file is not an LLVM raw profile (no magic number)"
        case .unsupportedVersion(let version):
            "raw profile version \(version) is not one this reader knows (10, from LLVM 19 to 21)"
        case .counterOutOfRange(let record): "function record \(record) points outside the counters"
        case .malformedCase(let line): "case profile line \(line) is not a case or its counters"
        }
    }
}

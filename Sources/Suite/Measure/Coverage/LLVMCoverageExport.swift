/// The part of `llvm-cov export` JSON the report reads: each file's summary, and each function's
/// regions, whose execution counts are needed to undo a counter underflow (see `CounterUnderflow`).
/// A `-summary-only` export has no functions; it reads as one whose regions show no underflow.
struct LLVMCoverageExport: Decodable {
    let data: [Export]

    struct Export: Decodable {
        let files: [File]
        let functions: [Function]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            files = try container.decode([File].self, forKey: .files)
            functions = try container.decodeIfPresent([Function].self, forKey: .functions) ?? []
        }

        private enum CodingKeys: String, CodingKey {
            case files, functions
        }
    }

    struct File: Decodable {
        let filename: String
        let summary: Summary
    }

    struct Summary: Decodable {
        let lines: Count
        let regions: Count
    }

    struct Count: Decodable {
        let count: Int
        let covered: Int
    }

    /// A function record: the files its regions refer to (by index) and its counted regions.
    struct Function: Decodable {
        let filenames: [String]
        let regions: [Region]
    }

    /// `[lineStart, columnStart, lineEnd, columnEnd, executionCount, fileID, expandedFileID, kind]`.
    /// The count is unsigned 64-bit: llvm-cov evaluates counter expressions in 64 bits, so an
    /// expression that went below zero prints as 2^64 minus a little, above `Int64.max`.
    struct Region: Decodable, Equatable {
        var lineStart: Int
        var columnStart: Int
        var lineEnd: Int
        var columnEnd: Int
        var executionCount: UInt64
        var fileID: Int
        var expandedFileID: Int
        var kind: Kind

        /// llvm's `CounterMappingRegion::RegionKind`; other values are kept as they come.
        struct Kind: RawRepresentable, Comparable {
            let rawValue: Int
            static let code = Kind(rawValue: 0)
            static let expansion = Kind(rawValue: 1)
            static let skipped = Kind(rawValue: 2)
            static let gap = Kind(rawValue: 3)

            static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
        }

        var start: Location { Location(line: lineStart, column: columnStart) }
        var end: Location { Location(line: lineEnd, column: columnEnd) }

        init(
            _ lineStart: Int, _ columnStart: Int, _ lineEnd: Int, _ columnEnd: Int, count: UInt64,
            fileID: Int = 0, expandedFileID: Int = 0, kind: Kind = .code
        ) {
            self.lineStart = lineStart
            self.columnStart = columnStart
            self.lineEnd = lineEnd
            self.columnEnd = columnEnd
            self.executionCount = count
            self.fileID = fileID
            self.expandedFileID = expandedFileID
            self.kind = kind
        }

        init(from decoder: any Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            lineStart = try fields.decode(Int.self)
            columnStart = try fields.decode(Int.self)
            lineEnd = try fields.decode(Int.self)
            columnEnd = try fields.decode(Int.self)
            executionCount = try fields.decode(UInt64.self)
            fileID = try fields.decode(Int.self)
            expandedFileID = try fields.decode(Int.self)
            kind = Kind(rawValue: try fields.decode(Int.self))
        }
    }

    /// A line and column, ordered as in the source.
    struct Location: Hashable, Comparable {
        let line: Int
        let column: Int

        static func < (lhs: Location, rhs: Location) -> Bool {
            (lhs.line, lhs.column) < (rhs.line, rhs.column)
        }
    }
}

/// The part of `llvm-cov export -summary-only` JSON the report reads. Only summary counts are read
/// (numbers of lines and regions); execution counts of segments, where an instrumentation counter
/// underflow can show up as a value of 2^63 or more, are never parsed.
struct LLVMCoverageExport: Decodable {
    let data: [Export]

    struct Export: Decodable {
        let files: [File]
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
}

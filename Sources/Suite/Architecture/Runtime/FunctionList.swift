import Foundation
import Measure

/// Where an instrumented function starts in the sources: its file (relative to the package root)
/// and the line of its first region.
package struct FunctionPlace: Sendable, Equatable {
    package let path: String
    package let line: Int
    /// The name llvm-cov prints (the mangled Swift name).
    package let name: String

    package init(path: String, line: Int, name: String) {
        self.path = path
        self.line = line
        self.name = name
    }
}

/// Matches the profile's function records to places in the sources, from `llvm-cov export
/// -format=lcov`: each file (`SF:`) and its functions (`FN:<line>,<name>`). A record names its
/// function by the MD5 of its profile name, which for a function private to its file is the file's
/// path, a colon and the name llvm-cov prints; both spellings are tried.
package enum FunctionList {
    /// Places by record index, for the records whose function the listing has in the package.
    package static func places(
        of records: [FunctionRecord], lcov: Data, reader: CoverageExportReader
    ) -> [Int: FunctionPlace] {
        var recordsByHash: [UInt64: [Int]] = [:]
        for (index, record) in records.enumerated() {
            recordsByHash[record.nameHash, default: []].append(index)
        }
        var places: [Int: FunctionPlace] = [:]
        var file: (absolute: String, relative: String)?
        for line in String(decoding: lcov, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("SF:") {
                let absolute = String(line.dropFirst(3))
                file = reader.relativePath(of: absolute).map { (absolute, $0) }
            } else if line.hasPrefix("FN:"), let file {
                let fields = line.dropFirst(3).split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
                guard fields.count >= 2, let start = Int(fields[0]), let name = fields.last.map(String.init) else {
                    continue
                }
                let place = FunctionPlace(path: file.relative, line: start, name: name)
                // Most functions are not private to their file: the name alone usually matches.
                let indexes =
                    recordsByHash[MD5.low64(name)] ?? recordsByHash[MD5.low64(file.absolute + ":" + name)] ?? []
                for index in indexes {
                    places[index] = place
                }
            }
        }
        return places
    }
}

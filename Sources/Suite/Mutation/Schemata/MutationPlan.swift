import Catalogue
import Foundation
import Measure
import Results

/// Every mutant of every style, found in the package's sources, with ids in a fixed order
/// (style by style as the layer table lists them, files by path, sites by position).
struct MutationPlan {
    struct File {
        /// Relative to the package root.
        let path: String
        let style: String
        let source: [UInt8]
        /// The file's mutants, in site order.
        let mutants: [Mutant]
    }

    let files: [File]
    /// Sites an equivalence rule names, left out of `files`: they get no id and are never built.
    var equivalents: [EquivalentMutant] = []

    var mutants: [Mutant] { files.flatMap(\.mutants) }

    /// The styles with files, in plan order.
    var styles: [String] {
        files.map(\.style).reduce(into: [String]()) { styles, style in
            if styles.last != style { styles.append(style) }
        }
    }

    /// Reads and searches every Swift file of every style of `table`.
    static func make(packageRoot: URL, table: LayerTable) throws -> MutationPlan {
        var files: [File] = []
        var equivalents: [EquivalentMutant] = []
        var nextID = 1
        var unmapped: [String] = []
        for style in table.styles {
            for path in try swiftFiles(in: style.sourceFolder, packageRoot: packageRoot) {
                guard case .style(_, let layer) = table.placement(ofSource: path) else {
                    unmapped.append(path)
                    continue
                }
                let source = Array(try Data(contentsOf: packageRoot.appendingPathComponent(path)))
                let lines = LineStarts(source)
                let sites = SiteFinder(source: String(decoding: source, as: UTF8.self)).sites()
                equivalents += sites.compactMap { site in
                    site.equivalence.map { rule in
                        let (line, column) = lines.position(of: site.anchor)
                        return EquivalentMutant(
                            file: path, line: line, column: column, layer: layer.rawValue, operator: site.operator,
                            before: Mutant.oneLine(site.before), after: Mutant.oneLine(site.after), rule: rule)
                    }
                }
                let mutants = sites.filter { $0.equivalence == nil }.map { site in
                    defer { nextID += 1 }
                    let (line, column) = lines.position(of: site.anchor)
                    return Mutant(
                        id: nextID, file: path, style: style.name, layer: layer, site: site, line: line, column: column)
                }
                files.append(File(path: path, style: style.name, source: source, mutants: mutants))
            }
        }
        guard unmapped.isEmpty else { throw UnmappedFilesError(paths: unmapped.sorted()) }
        return MutationPlan(files: files, equivalents: equivalents)
    }

    /// The `.swift` files under a folder, relative to the root, sorted.
    static func swiftFiles(in folder: String, packageRoot: URL) throws -> [String] {
        let base = packageRoot.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else {
            throw MutationError.missingFolder(folder)
        }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
            .sorted()
    }
}

/// Byte offsets of line starts, to turn offsets into 1-based lines and columns and back.
struct LineStarts {
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.starts = starts
    }

    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= starts.count else { return nil }
        return starts[line - 1] + column - 1
    }
}

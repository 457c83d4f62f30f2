import Catalogue
import Foundation
import Results

/// The Swift files the report measures, read from disk and lexed.
package struct SourceInventory: Sendable, Equatable {
    /// Every file under Sources/<Group>/<Module> except the tooling's modules, sorted by path.
    package var sources: [SourceFile]
    /// Files of the test targets of styles and shared modules, sorted by path.
    package var tests: [SourceFile]
    /// Every test target (`Tests/<Group>/*Tests` folders), by name, sorted.
    package var testTargets: [String]

    package init(sources: [SourceFile], tests: [SourceFile], testTargets: [String]) {
        self.sources = sources
        self.tests = tests
        self.testTargets = testTargets
    }

    package static func load(packageRoot: URL, table: LayerTable) throws -> SourceInventory {
        let fileManager = FileManager.default
        let sourceModules = try modules(under: "Sources", of: packageRoot, fileManager: fileManager)
            .filter { !($0.group == StyleCatalogue.toolingFolder && table.tooling.contains($0.name)) }
        let testTargets = try modules(under: "Tests", of: packageRoot, fileManager: fileManager)
            .filter { $0.name.hasSuffix("Tests") }
        let measuredTestTargets = Set(table.styles.map(\.testTarget) + table.shared.map(\.testTarget))
        let sources = try sourceModules.flatMap { try measure(folder: $0.path, root: packageRoot) }
        let tests = try testTargets.filter { measuredTestTargets.contains($0.name) }.flatMap {
            try measure(folder: $0.path, root: packageRoot)
        }
        return SourceInventory(
            sources: sources.sorted { $0.path < $1.path }, tests: tests.sorted { $0.path < $1.path },
            testTargets: testTargets.map(\.name).sorted())
    }

    /// The module folders two levels down (`Sources/Styles/MVC`): a group, then its modules.
    private static func modules(under top: String, of root: URL, fileManager: FileManager) throws
        -> [(group: String, name: String, path: String)]
    {
        try subfolders(of: root.appendingPathComponent(top), fileManager: fileManager).flatMap { group in
            let groupPath = top + "/" + group
            return try subfolders(of: root.appendingPathComponent(groupPath), fileManager: fileManager).map {
                (group: groupPath, name: $0, path: groupPath + "/" + $0)
            }
        }
    }

    /// Visible subfolders, sorted; none when the folder does not exist (a package without tests).
    private static func subfolders(of url: URL, fileManager: FileManager) throws -> [String] {
        guard fileManager.fileExists(atPath: url.path) else { return [] }
        return try fileManager.contentsOfDirectory(atPath: url.path).filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".")
                && fileManager.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    /// Lexes every `.swift` file under a folder given relative to the root.
    private static func measure(folder: String, root: URL) throws -> [SourceFile] {
        let base = root.appendingPathComponent(folder)
        // A sub-folder that cannot be read fails the report, naming it, rather than leaving its files out.
        let relativePaths = try FolderListing.files(under: base, endingWith: ".swift")
        return try relativePaths.map { relative in
            let path = folder + "/" + relative
            return SourceFile(
                path: path,
                metrics: try SourceReader.measure(fileAt: root.appendingPathComponent(path), reportedAs: path))
        }
    }
}

import Architecture
import Foundation
import Measure

/// Source trees the architecture tests read: the package's own, and the fixture trees.
enum PackageSources {
    /// The folder holding Package.swift, found by walking up from this file.
    static func root(from file: String = #filePath) throws -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        throw PackageRootNotFound(start: file)
    }

    /// The package's own sources and tests, lexed once for all the tests that need them.
    static let inventory: Result<SourceInventory, any Error> = Result {
        try SourceInventory.load(packageRoot: root(), table: .standard)
    }

    /// The package's own styles, read once for all the tests that need them.
    static let package: Result<[StyleStructure], any Error> = Result {
        try StructureAnalysis.analyse(sources: inventory.get().sources, table: .standard).styles
    }

    /// A fixture tree from the test bundle (`Fixtures/<name>`, laid out like a package).
    static func fixture(_ name: String) throws -> (root: URL, styles: [StyleStructure]) {
        guard let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw FixtureNotFound(name: name)
        }
        let root = fixtures.appendingPathComponent(name, isDirectory: true)
        return (root, try structures(under: root))
    }

    static func structures(under root: URL, table: LayerTable = .standard) throws -> [StyleStructure] {
        let inventory = try SourceInventory.load(packageRoot: root, table: table)
        return try StructureAnalysis.analyse(sources: inventory.sources, table: table).styles
    }
}

struct PackageRootNotFound: Error, CustomStringConvertible {
    let start: String
    var description: String { "No Package.swift in any folder above \(start)" }
}

struct FixtureNotFound: Error, CustomStringConvertible {
    let name: String
    var description: String { "The test bundle holds no Fixtures folder for \(name)" }
}

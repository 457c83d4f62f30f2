import Architecture
import Catalogue
import Foundation
import Measure
import TestAids

/// Source trees the architecture tests read: the package's own, and the fixture trees.
enum PackageSources {
    static func root() -> URL { PackageRoot.containing() }

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

struct FixtureNotFound: Error, CustomStringConvertible {
    let name: String
    var description: String { "The test bundle holds no Fixtures folder for \(name)" }
}

import Catalogue
import Foundation

/// Identifies the sources mutation results were made from, so the report can tell stale results from
/// current ones. It covers every file that can change a verdict: the styles and their unit tests, the
/// shared modules they run on, the scenario suite (Harness, ScenarioTests and the test support, with the
/// test aids and the per-case profiling), the catalogue of styles and layers, the mutation engine itself
/// and the package manifest. The measuring side (the report's model and writers, the results formats,
/// coverage) is left out on purpose.
package enum MutationFingerprint {
    /// Folders, relative to the package root, besides each style's source and test folders and each
    /// shared module's source folder.
    package static let sharedInputs = [
        "Sources/Suite/Catalogue", "Sources/Suite/Harness", "Sources/Suite/Mutation", "Sources/Suite/TestAids",
        "Tests/Suite/ScenarioTests", "Tests/Shared/TestSupport", "Tests/Suite/CaseProfiles",
    ]

    /// Single files that decide how the tests are built and run.
    package static let sharedFiles = ["Package.swift"]

    /// Every input folder for the styles and shared modules of `table`, sorted.
    package static func inputFolders(table: LayerTable) -> [String] {
        let styles = table.styles.flatMap { [$0.sourceFolder, $0.testFolder] }
        let shared = table.shared.map(\.sourceFolder)
        return (styles + shared + sharedInputs).sorted()
    }

    /// `fnv1a64:` and 16 hex digits over the path and bytes of every `.swift` file in the input folders.
    package static func compute(packageRoot: URL, table: LayerTable) throws -> String {
        var hash = FNV1a64()
        for path in inputFiles(packageRoot: packageRoot, table: table) {
            hash.add(Array(path.utf8))
            hash.add([0])
            hash.add(Array(try FileContents.read(path, under: packageRoot)))
            hash.add([0])
        }
        return "fnv1a64:" + hash.hex
    }

    /// The `.swift` files of the input folders and the shared files, relative to the root, sorted; a
    /// missing folder has none.
    static func inputFiles(packageRoot: URL, table: LayerTable) -> [String] {
        var paths = sharedFiles.filter {
            FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent($0).path)
        }
        for folder in inputFolders(table: table) {
            let base = packageRoot.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let relative as String in enumerator where relative.hasSuffix(".swift") {
                paths.append(folder + "/" + relative)
            }
        }
        return paths.sorted()
    }
}

/// The 64-bit FNV-1a hash: small, stable across machines and runs (unlike `Hasher`).
package struct FNV1a64: Sendable {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    package mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

import Foundation

/// Identifies what exercise results were measured from: every solution patch and every request
/// scenario file under Exercises/. The report shows results only while this is unchanged.
package enum ExerciseFingerprint {
    package static let folder = "Exercises"

    /// `fnv1a64:` and 16 hex digits over the path and bytes of every `.patch` and `.swift` file.
    package static func compute(packageRoot: URL) throws -> String {
        var hash = FNV1a64()
        for path in inputFiles(packageRoot: packageRoot) {
            hash.add(Array(path.utf8))
            hash.add([0])
            hash.add(Array(try FileContents.read(path, under: packageRoot)))
            hash.add([0])
        }
        return "fnv1a64:" + hash.hex
    }

    /// The patches and Swift files under Exercises/, relative to the root, sorted.
    static func inputFiles(packageRoot: URL) -> [String] {
        let base = packageRoot.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".patch") || $0.hasSuffix(".swift") }
            .map { folder + "/" + $0 }
            .sorted()
    }
}

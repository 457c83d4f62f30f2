import Catalogue
import CommandSupport
import Foundation
import Measure
import Results

/// The copy of the package that `make mutate` builds: the real Package.swift, Sources and the test
/// targets the runs need, with the styles' files replaced. Test targets the runs never use keep their
/// resources but get an empty placeholder for their code (see `ScratchTestTargets`), so they cost
/// nothing to build. Files are written only when their content changes, so a second run rebuilds only
/// what changed.
struct ScratchPackage {
    let packageRoot: URL
    /// The copy's root (its own `.build` goes inside it).
    let root: URL
    /// Test targets copied in full: the styles' own and the scenario suite.
    let testTargets: ScratchTestTargets

    init(packageRoot: URL, root: URL, table: LayerTable) {
        self.packageRoot = packageRoot
        self.root = root
        testTargets = ScratchTestTargets(
            keeping: Set(table.styles.map(\.testTarget) + [ScenarioRunSelection.testTarget]))
    }

    /// Mirrors the package, then writes `replacements` (path → content) over it and adds `additions`.
    /// Files of the copy that exist neither in the package nor in `additions` are removed.
    func write(replacements: [String: String], additions: [String: String]) throws {
        var wanted: [String: Data] = [:]
        for path in try mirroredFiles() {
            wanted[path] = try Data(contentsOf: packageRoot.appendingPathComponent(path))
        }
        for (path, text) in replacements.merging(additions, uniquingKeysWith: { $1 }) {
            wanted[path] = Data(text.utf8)
        }
        for (path, text) in try testTargets.placeholders(packageRoot: packageRoot) {
            wanted[path] = Data(text.utf8)
        }
        for (path, data) in wanted {
            try writeIfChanged(data, to: root.appendingPathComponent(path))
        }
        for folder in ["Sources", "Tests", Self.exercisesFolder] {
            for path in try files(under: folder, in: root) where wanted[path] == nil {
                try FileManager.default.removeItem(at: root.appendingPathComponent(path))
            }
        }
    }

    /// Package.swift, every file under Sources/ and Exercises/, the files of the test targets the runs
    /// use and of test support folders (those not named `*Tests`), and of the other test targets all but
    /// their Swift files (the manifest may declare their resources).
    private func mirroredFiles() throws -> [String] {
        let tests = try files(under: "Tests", in: packageRoot).filter { !testTargets.leavesOut($0) }
        return ["Package.swift"] + (try files(under: "Sources", in: packageRoot)) + tests
            + (try files(under: Self.exercisesFolder, in: packageRoot))
    }

    /// The change requests' scenarios form a test target of the manifest, so the copy needs them too.
    static let exercisesFolder = "Exercises"

    /// Regular files under `folder` of `base`, relative to `base`; hidden files and folders are skipped.
    private func files(under folder: String, in base: URL) throws -> [String] {
        let url = base.appendingPathComponent(folder)
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard
            let enumerator = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return [] }
        var paths: [String] = []
        let prefix = url.standardizedFileURL.path + "/"
        for case let file as URL in enumerator
        where (try file.resourceValues(forKeys: Set(keys))).isRegularFile == true {
            let path = file.standardizedFileURL.path
            guard path.hasPrefix(prefix) else { continue }
            paths.append(folder + "/" + path.dropFirst(prefix.count))
        }
        return paths
    }

    private func writeIfChanged(_ data: Data, to url: URL) throws {
        if let existing = try? Data(contentsOf: url), existing == data { return }
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}

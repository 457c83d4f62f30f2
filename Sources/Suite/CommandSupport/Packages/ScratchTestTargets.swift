import Foundation

/// The test targets a scratch copy of the package builds in full. `make mutate` and `make exercises`
/// copy the package to build and run the scenario suite and the styles' own tests only; each other test
/// target (the platform's, the tooling's) keeps its folder and its other files, which the manifest may
/// declare as resources, but its Swift files give way to one empty placeholder, so that the copy's
/// builds do not compile it.
package struct ScratchTestTargets: Sendable {
    package static let placeholderName = "Placeholder.swift"
    package static let placeholderText = "// This test target is not built in this copy of the package.\n"

    /// The test targets built in full, by name.
    package let kept: Set<String>

    package init(keeping kept: Set<String>) {
        self.kept = kept
    }

    /// Whether the file at `path`, relative to the package root, stays out of the copy: a Swift file
    /// of a test target (`Tests/<Group>/<Target>/…`) that is not kept.
    package func leavesOut(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard components.count > 3, components[0] == "Tests", path.hasSuffix(".swift") else { return false }
        return isLeftOut(String(components[2]))
    }

    /// The placeholder of every test target of the package at `packageRoot` that is not kept, by
    /// path relative to the root.
    package func placeholders(packageRoot: URL) throws -> [String: String] {
        let files = FileManager.default
        var placeholders: [String: String] = [:]
        for group in try files.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Tests").path)
        where !group.hasPrefix(".") {
            let groupFolder = packageRoot.appendingPathComponent("Tests/\(group)")
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: groupFolder.path, isDirectory: &isFolder), isFolder.boolValue else {
                continue
            }
            for target in try files.contentsOfDirectory(atPath: groupFolder.path) where isLeftOut(target) {
                placeholders["Tests/\(group)/\(target)/\(Self.placeholderName)"] = Self.placeholderText
            }
        }
        return placeholders
    }

    private func isLeftOut(_ target: String) -> Bool {
        target.hasSuffix("Tests") && !kept.contains(target)
    }
}

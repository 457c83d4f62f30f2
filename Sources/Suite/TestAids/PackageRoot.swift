import Foundation

/// The folder holding Package.swift, for tests that read the repository's own files (the docs, the
/// committed reports, the sources): found by walking up from the test's file, so that moving a test
/// folder needs no edit.
public enum PackageRoot {
    public static func containing(_ file: String = #filePath) -> URL {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        preconditionFailure("No Package.swift above \(file): the tests read the package's own files.")
    }
}

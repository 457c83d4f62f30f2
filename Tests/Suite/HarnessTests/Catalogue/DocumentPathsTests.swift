import Foundation
import TestAids
import Testing

/// The paths the Markdown pages cite in backticks, against the repository, so that a file moved or
/// renamed leaves no page pointing at nothing.
@Suite("Paths cited in the docs")
struct DocumentPathsTests {
    private static let root = PackageRoot.containing()

    /// Files the commands write and the repository does not hold (the build folders' too: see below).
    private static let written: Set<String> = ["Reports/environment.json"]

    /// A path into a build folder (`.build/…`, `.build-exercises/…`), which the commands create.
    private static func isInBuildFolder(_ path: String) -> Bool {
        path.hasPrefix(".build")
    }

    /// The paths in backticks in `text`, a page in `folder` (from the package root): a path from the
    /// root when its first part is one of `topLevel` (Sources/…, Makefile), else one from the page's
    /// folder when its first part is there (`Todo/…` in a style's guide). Text with a space, a
    /// placeholder (`<style>`), a wildcard or an ellipsis is not a path, nor one outside the repository.
    static func citedPaths(in text: String, folder: String, topLevel: Set<String>, existsInFolder: (String) -> Bool)
        -> [String]
    {
        let pieces = text.components(separatedBy: "`")
        return stride(from: 1, to: pieces.count, by: 2).compactMap { index -> String? in
            let piece = pieces[index]
            guard !piece.isEmpty, piece.contains("/"), !piece.hasPrefix("/"),
                !piece.contains(where: { " \n<>*…".contains($0) })
            else { return nil }
            let first = String(piece.prefix { $0 != "/" })
            if topLevel.contains(first) { return piece }
            if !folder.isEmpty, existsInFolder(folder + "/" + first) { return folder + "/" + piece }
            return nil
        }
    }

    @Test("a path is read from the root or from the page's folder; text that is not a path is left alone")
    func readsPaths() {
        let text = "`Sources/Styles/MVC` and `Todo/List.swift`, `make test`, `Sources/Styles/<Style>`, `a/b`, `/regex/`"

        let paths = Self.citedPaths(
            in: text, folder: "Sources/Styles/MVC", topLevel: ["Sources"],
            existsInFolder: { $0 == "Sources/Styles/MVC/Todo" })

        #expect(paths == ["Sources/Styles/MVC", "Sources/Styles/MVC/Todo/List.swift"])
    }

    @Test("every path the docs cite in backticks exists in the repository")
    func everyPathExists() throws {
        let fileManager = FileManager.default
        let topLevel = Set(try fileManager.contentsOfDirectory(atPath: Self.root.path))
        let exists = { (path: String) in fileManager.fileExists(atPath: Self.root.appendingPathComponent(path).path) }
        var missing: [String] = []
        for document in RepositoryDocuments.paths(root: Self.root) {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            let folder = (document as NSString).deletingLastPathComponent
            for path in Self.citedPaths(in: text, folder: folder, topLevel: topLevel, existsInFolder: exists)
            where !exists(path) && !Self.written.contains(path) && !Self.isInBuildFolder(path) {
                missing.append("\(document): \(path)")
            }
        }

        #expect(missing == [])
    }
}

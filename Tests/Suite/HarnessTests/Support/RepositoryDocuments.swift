import Foundation

/// The Markdown pages a reader opens, by path from the package root: the README, BEHAVIOUR.md, the
/// report's guide, every page of Exercises and every README under Sources. The generated report
/// (Reports/comparison.md) is not among them.
enum RepositoryDocuments {
    static func paths(root: URL) -> [String] {
        var paths = ["README.md", "BEHAVIOUR.md", "Reports/README.md"]
        for (folder, isDocument) in [
            ("Exercises", { (name: String) in name.hasSuffix(".md") }),
            ("Sources", { (name: String) in name.hasSuffix("README.md") }),
        ] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let relative = enumerator?.nextObject() as? String {
                if isDocument(relative) { paths.append(folder + "/" + relative) }
            }
        }
        return paths.sorted().filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
    }
}

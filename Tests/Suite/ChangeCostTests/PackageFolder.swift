import Foundation

/// A throwaway package on disk for tests that read request folders or copy a working tree: files
/// given by path and text, removed by `remove()` (call it in a `defer`).
struct PackageFolder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("ChangeCostTests-\(UUID().uuidString)")
        for (path, text) in files {
            try write(text, to: path)
        }
    }

    func write(_ text: String, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func text(of path: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

import Foundation

/// A fresh folder under the temporary directory, with helpers to put files in it by relative path.
package struct TemporaryFolder {
    package let url: URL

    package init(_ purpose: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A new folder holding the given files (path: contents); returns its URL.
    package static func make(_ files: [String: String], prefix: String) throws -> URL {
        let folder = try TemporaryFolder(prefix)
        for (path, contents) in files {
            try folder.write(path, contents)
        }
        return folder.url
    }

    /// Writes `bytes` at `path`, creating the folders on the way; returns the file's URL.
    @discardableResult
    package func write(_ path: String, bytes: [UInt8]) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }

    @discardableResult
    package func write(_ path: String, _ text: String) throws -> URL {
        try write(path, bytes: Array(text.utf8))
    }

    @discardableResult
    package func makeFolder(_ path: String) throws -> URL {
        let folder = url.appendingPathComponent(path, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    package func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    package func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

import Foundation

/// Names for unreadable data kept aside: `todos.json` becomes `todos.unreadable-1.json`, or the first
/// of `-2`, `-3`, ... that is free, so an earlier kept copy is never overwritten.
enum UnreadableCopyName {
    static func firstFree(besides url: URL, fileSystem: any FileSystem) -> URL {
        let folder = url.deletingLastPathComponent()
        let base = url.deletingPathExtension().lastPathComponent
        let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        var number = 1
        while true {
            let candidate = folder.appendingPathComponent("\(base).unreadable-\(number)\(suffix)")
            if !fileSystem.fileExists(at: candidate) { return candidate }
            number += 1
        }
    }
}

import Foundation

/// Names for unreadable data kept aside: `todos.json` becomes `todos.unreadable-1.json`, or `-2`,
/// `-3`, ... The store tries them in turn and takes the first one the move accepts, so a name that
/// anything holds (an earlier copy, a dangling link, a file made meanwhile) is never overwritten.
enum UnreadableCopyName {
    /// Enough numbers for any folder a person keeps; past them the store gives up and keeps the file.
    static let attempts = 1...10_000

    static func candidate(_ number: Int, besides url: URL) -> URL {
        let folder = url.deletingLastPathComponent()
        let base = url.deletingPathExtension().lastPathComponent
        let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        return folder.appendingPathComponent("\(base).unreadable-\(number)\(suffix)")
    }
}

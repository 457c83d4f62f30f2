import Foundation

/// Records each flush the file system asks for, with what the store's file held at that moment, so a
/// test can see that the new bytes were flushed before the rename and the folder after it.
final class FlushSpy: @unchecked Sendable {
    struct Flush: Equatable {
        let what: String
        let fileHeld: String
    }

    private let file: URL
    private let lock = NSLock()
    private var recorded: [Flush] = []

    init(watching file: URL) {
        self.file = file
    }

    var flushes: [Flush] {
        lock.withLock { recorded }
    }

    func flush(_ descriptor: Int32, path: String) {
        let folder = file.deletingLastPathComponent().path
        let what =
            path == folder
            ? "folder"
            : (path as NSString).lastPathComponent.hasPrefix(".\(file.lastPathComponent).") ? "temporary file" : path
        let held = (try? String(contentsOf: file, encoding: .utf8)) ?? "(nothing)"
        lock.withLock { recorded.append(Flush(what: what, fileHeld: held)) }
    }
}

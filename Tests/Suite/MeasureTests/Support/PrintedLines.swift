import Foundation

/// Collects what a command prints, from any thread.
final class PrintedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    var lines: [String] { lock.withLock { collected } }

    @Sendable func append(_ line: String) {
        lock.withLock { collected.append(line) }
    }
}

import Foundation

/// Collects what a command prints, from any thread.
package final class PrintedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    package init() {}

    package var lines: [String] { lock.withLock { collected } }

    @Sendable package func append(_ line: String) {
        lock.withLock { collected.append(line) }
    }
}

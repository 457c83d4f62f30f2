import Foundation

/// Repeats a build log's latest step line (`[12/80] Compiling ...`) every ten seconds while the build
/// runs, when it has changed since the last one: the scratch builds of `make mutate` and
/// `make exercises` write to a log, and would otherwise be silent for minutes.
package final class BuildTicker: @unchecked Sendable {
    private let timer: DispatchSourceTimer

    package init(log: URL, say: @escaping @Sendable (String) -> Void, interval: DispatchTimeInterval = .seconds(10)) {
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "build-ticker"))
        let last = LastLine()
        timer.setEventHandler {
            guard let text = try? String(contentsOf: log, encoding: .utf8),
                let line = Self.latestStep(in: text), last.replace(with: line)
            else { return }
            say("      " + line)
        }
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.resume()
    }

    package func stop() {
        timer.cancel()
    }

    /// The last line of `text` that starts with `[`, cut to one screen line.
    static func latestStep(in text: String) -> String? {
        text.split(separator: "\n").last { $0.hasPrefix("[") }.map { String($0.prefix(110)) }
    }

    /// The line said last; touched only on the ticker's own queue.
    private final class LastLine: @unchecked Sendable {
        private var line = ""

        /// Whether `newLine` differs from the last one (and is now the last one).
        func replace(with newLine: String) -> Bool {
            guard newLine != line else { return false }
            line = newLine
            return true
        }
    }
}

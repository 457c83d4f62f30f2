import Foundation
import Results

/// What one fuzz worker wrote, all in one log: on standard output its progress lines
/// (`progress <done> <divergences>`) and, once it has played its sequences, each style's time
/// (`time <style> <framework> <seconds>`); on standard error its failures.
struct FuzzWorkerLog: Equatable {
    /// The counts of the last progress line; zero before the first.
    var done = 0
    var divergences = 0
    /// Every line that is not a progress or time line: the failures the worker explained, or its crash.
    var report = ""
    /// Each style's time; empty until the worker has played all its sequences.
    var times: [RandomSequenceStyleTime] = []

    init(_ text: String) {
        var others: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let progress = FuzzProgressLine(line) {
                done = progress.done
                divergences = progress.divergences
            } else if let time = FuzzTimeLine(line) {
                times.append(time.time)
            } else {
                others.append(line)
            }
        }
        report = others.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The log at `file`; empty while the worker has written nothing (or the file is not there yet).
    init(contentsOf file: URL) {
        self.init((try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) } ?? "")
    }
}

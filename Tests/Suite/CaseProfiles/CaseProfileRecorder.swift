import Architecture
import Foundation
import ProfileSections

/// Records which profile counters each measured case moved: a unit test (around its body, from the
/// leak-check trait every style's suites carry), a scenario's steps, or one key action. `make compare`
/// turns these into per-test and per-scenario coverage (Sources/Suite/Architecture/Runtime).
///
/// It records only when the environment names a folder in `CASE_PROFILE_DIR` and the test binary was
/// built with coverage; `CASE_PROFILE_MODULES` (comma-separated) limits it to some test modules or
/// styles. It never resets the counters, so the run's own coverage profile is untouched: it copies
/// them before and after the case and keeps the difference. Cases must not run at the same time (run
/// the measured tests without parallelism); one that overlaps another is marked and not used.
package final class CaseProfileRecorder: @unchecked Sendable {
    package static let shared = CaseProfileRecorder(environment: ProcessInfo.processInfo.environment)

    private let lock = NSLock()
    private let sink: FileHandle?
    private let counters: UnsafeBufferPointer<UInt64>?
    private let modules: Set<String>?
    /// Open cases by id, with whether another case ran while each was open.
    private var open: [Int: Bool] = [:]
    private var nextID = 0

    convenience init(environment: [String: String]) {
        let section = profile_sections_counters()
        guard let folder = environment["CASE_PROFILE_DIR"], let start = section.start, section.size >= 8,
            let sink = Self.openSink(folder: folder, layout: Self.layout(counters: section))
        else {
            self.init(counters: nil, sink: nil, modules: nil)
            return
        }
        self.init(
            counters: UnsafeBufferPointer(
                start: UnsafeRawPointer(start).assumingMemoryBound(to: UInt64.self), count: Int(section.size / 8)),
            sink: sink,
            modules: environment["CASE_PROFILE_MODULES"].map { Set($0.split(separator: ",").map(String.init)) })
    }

    /// Records the cases of `modules` (all when nil) by reading `counters` and appending to `sink`;
    /// records nothing when either is nil.
    init(counters: UnsafeBufferPointer<UInt64>?, sink: FileHandle?, modules: Set<String>?) {
        self.counters = sink == nil ? nil : counters
        self.sink = sink
        self.modules = modules
    }

    /// Whether the running task is already inside a measured case: a case measured twice over (a
    /// suite with both measuring traits) is recorded once.
    @TaskLocal private static var isMeasuring = false

    /// Runs `body` and records the counters it moved as `label`.
    package func measure<T>(_ label: CaseLabel, _ body: () throws -> T) rethrows -> T {
        guard !Self.isMeasuring, let started = begin(label) else { return try body() }
        defer { end(started) }
        return try Self.$isMeasuring.withValue(true) { try body() }
    }

    /// Runs `body` and records the counters it moved as `label`.
    package func measure<T>(_ label: CaseLabel, _ body: () async throws -> T) async rethrows -> T {
        guard !Self.isMeasuring, let started = begin(label) else { return try await body() }
        defer { end(started) }
        return try await Self.$isMeasuring.withValue(true) { try await body() }
    }

    struct Started {
        let id: Int
        let label: CaseLabel
        let before: [UInt64]
    }

    func begin(_ label: CaseLabel) -> Started? {
        guard let counters, modules?.contains(label.module) ?? true else { return nil }
        lock.lock()
        defer { lock.unlock() }
        let id = nextID
        nextID += 1
        let overlapping = !open.isEmpty
        for other in open.keys { open[other] = true }
        open[id] = overlapping
        return Started(id: id, label: label, before: Array(counters))
    }

    func end(_ started: Started) {
        guard let counters, let sink else { return }
        var deltas: [CounterDelta] = []
        for index in counters.indices where counters[index] != started.before[index] {
            deltas.append(CounterDelta(counter: index, delta: counters[index] &- started.before[index]))
        }
        lock.lock()
        defer { lock.unlock() }
        let overlapped = open.removeValue(forKey: started.id) ?? true
        let record = CaseProfile(label: started.label, overlapped: overlapped, deltas: deltas)
        sink.write(Data(record.lines.utf8))
    }

    /// The profile sections but the counters, as `make compare` needs them to write profiles.
    private static func layout(counters: ProfileSection) -> ProfileLayout? {
        let data = profile_sections_data()
        let names = profile_sections_names()
        guard let counterStart = counters.start, let dataStart = data.start, let namesStart = names.start else {
            return nil
        }
        return ProfileLayout(
            version: profile_sections_raw_version(),
            data: Array(UnsafeRawBufferPointer(start: dataStart, count: Int(data.size))),
            countersDelta: Int64(Int(bitPattern: counterStart) - Int(bitPattern: dataStart)),
            counterCount: Int(counters.size / 8),
            namesAddress: UInt64(UInt(bitPattern: namesStart)),
            names: Array(UnsafeRawBufferPointer(start: namesStart, count: Int(names.size))))
    }

    /// Writes `<pid>.layout` and opens `<pid>.cases` for appending, in `folder`.
    private static func openSink(folder: String, layout: ProfileLayout?) -> FileHandle? {
        guard let layout else { return nil }
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        let stem = "\(ProcessInfo.processInfo.processIdentifier)"
        let cases = directory.appendingPathComponent(stem + ".cases")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try layout.encoded().write(to: directory.appendingPathComponent(stem + ".layout"))
            try Data().write(to: cases)
            return try FileHandle(forWritingTo: cases)
        } catch {
            FileHandle.standardError.write(Data("case profiles: cannot write in \(folder): \(error)\n".utf8))
            return nil
        }
    }
}

import Architecture
import Foundation
import Testing

@testable import CaseProfiles

/// The test-side recorder, over counters the test owns instead of the profile runtime's.
@Suite("CaseProfileRecorder", .serialized)
struct CaseProfileRecorderTests {
    /// Runs `body` with a recorder over four zeroed counters writing to a temporary file; returns
    /// what it wrote, parsed.
    private func recording(
        modules: Set<String>? = nil,
        _ body: (CaseProfileRecorder, UnsafeMutableBufferPointer<UInt64>) throws -> Void
    ) throws -> [CaseProfile] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".cases")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let counters = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: 4)
        defer { counters.deallocate() }
        counters.initialize(repeating: 0)
        let sink = try FileHandle(forWritingTo: file)
        let recorder = CaseProfileRecorder(counters: UnsafeBufferPointer(counters), sink: sink, modules: modules)
        try body(recorder, counters)
        try sink.close()
        return try CaseProfile.parse(Data(contentsOf: file))
    }

    @Test("a case records the counters that moved while it ran, and by how much")
    func recordsDeltas() throws {
        let cases = try recording { recorder, counters in
            counters[0] = 5
            recorder.measure(CaseLabel(kind: "scenario", module: "MVC", name: "T01")) {
                counters[1] += 3
                counters[3] += 1
            }
        }

        #expect(
            cases == [
                CaseProfile(
                    label: CaseLabel(kind: "scenario", module: "MVC", name: "T01"), overlapped: false,
                    deltas: [CounterDelta(counter: 1, delta: 3), CounterDelta(counter: 3, delta: 1)])
            ])
    }

    @Test("a case that starts while another runs (in another task) marks both as overlapped")
    func overlap() throws {
        let cases = try recording { recorder, counters in
            let outer = try #require(recorder.begin(CaseLabel(kind: "unit", module: "MVCTests", name: "outer")))
            let inner = try #require(recorder.begin(CaseLabel(kind: "unit", module: "MVCTests", name: "inner")))
            counters[2] += 1
            recorder.end(inner)
            recorder.end(outer)
        }

        #expect(cases.map(\.label.name) == ["inner", "outer"])
        #expect(cases.map(\.overlapped) == [true, true])
    }

    @Test("a case measured again inside itself (two measuring traits) is recorded once")
    func nested() throws {
        let cases = try recording { recorder, counters in
            recorder.measure(CaseLabel(kind: "unit", module: "MVCTests", name: "outer")) {
                recorder.measure(CaseLabel(kind: "unit", module: "MVCTests", name: "inner")) { counters[2] += 1 }
            }
        }

        #expect(cases.map(\.label.name) == ["outer"])
        #expect(cases.map(\.overlapped) == [false])
    }

    @Test("only the named modules are recorded when the environment limits them")
    func modules() throws {
        let cases = try recording(modules: ["VIPER"]) { recorder, counters in
            recorder.measure(CaseLabel(kind: "action", module: "MVC", name: "add-task")) { counters[0] += 1 }
            recorder.measure(CaseLabel(kind: "action", module: "VIPER", name: "add-task")) { counters[0] += 1 }
        }

        #expect(cases.map(\.label.module) == ["VIPER"])
    }

    @Test("without a folder in the environment nothing is recorded and the body still runs")
    func inactive() {
        let recorder = CaseProfileRecorder(environment: [:])
        var ran = false

        recorder.measure(CaseLabel(kind: "unit", module: "MVCTests", name: "x")) { ran = true }

        #expect(ran)
    }
}

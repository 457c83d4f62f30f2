import Foundation
import Testing

@testable import Architecture

@Suite("CaseProfile")
struct CaseProfileTests {
    static let sample = CaseProfile(
        label: CaseLabel(
            kind: "unit", module: "MVVMTests", name: "adds\ta task", file: "/p/Tests/Styles/MVVMTests/X.swift", line: 12
        ),
        overlapped: false,
        deltas: [CounterDelta(counter: 3, delta: 1), CounterDelta(counter: 40, delta: 12)])

    @Test("a case is two lines: its label, then the counters it moved; tabs in a name become spaces")
    func lines() {
        #expect(
            Self.sample.lines
                == "case\tunit\tMVVMTests\t/p/Tests/Styles/MVVMTests/X.swift\t12\t0\tadds a task\n+ 3:1 40:12\n")
    }

    @Test("cases read back as they were written, a case that moved nothing included")
    func roundTrip() throws {
        let quiet = CaseProfile(
            label: CaseLabel(kind: "scenario", module: "MVC", name: "T01"), overlapped: true, deltas: [])
        var expected = Self.sample
        expected.label.name = "adds a task"

        let read = try CaseProfile.parse(Data((Self.sample.lines + quiet.lines).utf8))

        #expect(read == [expected, quiet])
    }

    @Test("a last case cut short is dropped; a line out of shape is an error naming it")
    func damagedFiles() throws {
        let cut = Self.sample.lines + "case\tunit\tMVCTests\t/x.swift\t1\t0\tcut short\n"

        #expect(try CaseProfile.parse(Data(cut.utf8)).count == 1)
        #expect(throws: ProfileFormatError.malformedCase(line: 2)) {
            try CaseProfile.parse(Data("case\tunit\tMVCTests\t/x.swift\t1\t0\tname\n+ 3:\n".utf8))
        }
        #expect(throws: ProfileFormatError.malformedCase(line: 1)) { try CaseProfile.parse(Data("hello\n".utf8)) }
    }
}

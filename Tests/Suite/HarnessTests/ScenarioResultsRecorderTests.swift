import Foundation
import Results
import Testing

@testable import Harness

@MainActor
@Suite("Recording scenario results for the report")
struct ScenarioResultsRecorderTests {
    private func resultsFile() -> ScenarioResultsFile {
        ScenarioResultsFile(
            url: FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UUID().uuidString).jsonl"))
    }

    private func recorder(writingTo file: ScenarioResultsFile) -> ScenarioResultsRecorder {
        ScenarioResultsRecorder(environment: ["SCENARIO_RESULTS": file.url.path])
    }

    @Test("records a scenario's id, summary, style and result in the file SCENARIO_RESULTS names")
    func recordsAScenario() throws {
        let file = resultsFile()
        defer { try? FileManager.default.removeItem(at: file.url) }
        let scenario = try #require(Scenario.scenario(withID: "T01"))
        let outcome = ScenarioRunner.run(scenario, on: WrongCounterApp.style)

        try recorder(writingTo: file).record(outcome, of: scenario)

        let records = try file.records()
        #expect(records.count == 1)
        guard case .scenario(let id, let description, let style, .fail(let message)) = records.first else {
            Issue.record("expected a failed scenario, got \(records)")
            return
        }
        #expect((id, description, style) == ("T01", scenario.summary, "WrongCounter"))
        #expect(message.contains("expected \"0 items left\", saw \"0 items\""))
    }

    @Test("records a style's random sequences as X02 and as totals with the diverging seeds")
    func recordsRandomSequences() throws {
        let file = resultsFile()
        defer { try? FileManager.default.removeItem(at: file.url) }
        let report = runRandomSequences(seed: 3, count: 2, steps: 10, styles: [WrongCounterApp.style])

        try recorder(writingTo: file).record(report, of: WrongCounterApp.style)

        let records = try file.records()
        #expect(records.count == 2)
        guard case .scenario("X02", RandomSequenceScenario.summary, "WrongCounter", .fail(let message)) = records.first
        else {
            Issue.record("expected X02 failed, got \(records)")
            return
        }
        #expect(message.contains("diverged from the reference model in the sequence of seed 3"))
        #expect(
            records.last
                == .randomSequences(
                    style: "WrongCounter",
                    totals: RandomSequenceTotals(seed: 3, sequences: 2, steps: 10, divergences: 2),
                    divergingSeeds: [3, 4]))
    }

    @Test("records nothing when SCENARIO_RESULTS is not set")
    func recordsNothingByDefault() throws {
        let scenario = try #require(Scenario.scenario(withID: "T01"))
        let outcome = ScenarioRunner.run(scenario, on: WrongCounterApp.style)

        try ScenarioResultsRecorder(environment: [:]).record(outcome, of: scenario)

        #expect(ScenarioResultsRecorder(environment: [:]).file == nil)
    }
}

import Measure
import Results
import Testing

@testable import Mutation

/// The honesty check's sample: one mutant of each kind of verdict in each style, never a time-out.
@Suite("Honesty check sample")
struct SampleSelectionTests {
    private func record(_ id: Int, style: String, _ unit: MutantVerdict, _ scenarios: MutantVerdict) -> MutantRecord {
        MutantRecord(
            id: id, file: "Sources/Styles/\(style)/A.swift", line: id, column: 1, layer: "View", operator: .equality,
            before: "a", after: "b", unit: unit, scenarios: scenarios)
    }

    @Test("each style gets one mutant per category it has, each picked once, never one that timed out")
    func categories() {
        let mutants = [
            record(1, style: "MVC", .killed, .killed), record(2, style: "MVC", .survived, .killed),
            record(3, style: "MVC", .survived, .survived), record(4, style: "MVC", .notReached, .survived),
            record(5, style: "MVC", .timedOut, .killed), record(6, style: "MVVM", .survived, .timedOut),
            record(7, style: "MVVM", .killed, .notReached),
        ]
        let results = MutationResults(
            fingerprint: "f", settings: MutationEngine.settings,
            styles: [
                MutationStyleResult(style: .mvc, mutants: [], excluded: 0),
                MutationStyleResult(style: .mvvm, mutants: [], excluded: 0),
            ], mutants: mutants, excluded: [])

        let samples = SampleSelection.pick(from: results)

        #expect(samples["MVC"]?.map(\.record.id) == [1, 2, 3, 4])
        #expect(
            samples["MVC"]?.map(\.category) == [
                "killed by unit tests", "killed only by scenarios", "survivor", "not reached by unit tests",
            ])
        #expect(samples["MVVM"]?.map(\.record.id) == [7])
    }

    @Test("a sample agrees when kill and survival match, whatever the kind of kill")
    func agreement() {
        let crashedForKilled = HonestySample(
            id: 1, style: "MVC", category: "c", expectedUnit: .killed, observedUnit: .crashed,
            expectedScenarios: .notReached, observedScenarios: .survived)
        let survivedForKilled = HonestySample(
            id: 2, style: "MVC", category: "c", expectedUnit: .killed, observedUnit: .survived,
            expectedScenarios: .survived, observedScenarios: .survived)

        #expect(crashedForKilled.agrees)
        #expect(!survivedForKilled.agrees)
    }

    @Test("scenarios the schemata run did not run, after a unit kill, agree with whatever the plain edit gives")
    func scenariosNotRun() {
        let scenariosKilled = HonestySample(
            id: 1, style: "MVC", category: "c", expectedUnit: .killed, observedUnit: .killed,
            expectedScenarios: .notRun, observedScenarios: .killed)
        let scenariosSurvived = HonestySample(
            id: 2, style: "MVC", category: "c", expectedUnit: .killed, observedUnit: .killed,
            expectedScenarios: .notRun, observedScenarios: .survived)

        #expect(scenariosKilled.agrees)
        #expect(scenariosSurvived.agrees)
    }
}

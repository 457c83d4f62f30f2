import Measure
import Results
import Testing

@testable import Mutation

/// Counting verdicts into the report's columns.
@Suite("Mutation tallies")
struct TallyTests {
    private func record(
        _ id: Int, layer: String = "Controller", _ unit: MutantVerdict, viewFree: MutantVerdict = .notReached,
        _ scenarios: MutantVerdict, operator kind: MutationOperator = .equality
    ) -> MutantRecord {
        MutantRecord(
            id: id, file: "Sources/Styles/MVC/A.swift", line: id, column: 1, layer: layer, operator: kind, before: "a",
            after: "b", unit: unit, viewFreeUnit: viewFree, scenarios: scenarios)
    }

    @Test("each verdict pair lands in its columns; crashes and time-outs are kills and are counted")
    func columns() {
        let tally = MutationTally([
            record(1, .killed, .notRun), record(2, .survived, .crashed), record(3, .notReached, .timedOut),
            record(4, .survived, .survived), record(5, .notReached, .notReached), record(6, .killed, .notReached),
        ])

        var expected = MutationTally()
        expected.mutants = 6
        expected.killedByUnit = 2
        expected.killedOnlyByScenarios = 2
        expected.survivors = 1
        expected.notReached = 1
        expected.notReachedByUnit = 2
        expected.notReachedByScenarios = 2
        expected.crashed = 1
        expected.timedOut = 1
        #expect(tally == expected)
        #expect(tally.killed == 4)
    }

    @Test("kills by unit tests that create no view are counted among the unit kills and apart")
    func viewFreeKills() {
        let tally = MutationTally([
            record(1, .killed, viewFree: .killed, .killed), record(2, .killed, viewFree: .survived, .killed),
            record(3, .killed, viewFree: .notReached, .survived), record(4, .crashed, viewFree: .crashed, .killed),
        ])

        #expect(tally.killedByUnit == 4)
        #expect(tally.killedByViewFreeUnit == 2)
        #expect(tally.viewFreeUnitScore == 50)
    }

    @Test("a style's layers follow its order, strings counted apart, survivors listed by id")
    func styleResult() {
        let records = [
            record(1, layer: "View", .killed, .killed), record(2, .survived, .survived),
            record(3, .survived, .killed, operator: .stringEmptied), record(4, .notReached, .notReached),
        ]

        let style = MutationStyleResult(style: .mvc, mutants: records, excluded: 2)
        let results = MutationResults(
            fingerprint: "f", settings: MutationEngine.settings, styles: [style], mutants: records, excluded: [])

        #expect(style.layers.map(\.name) == ["View", "Controller", "ModelController", "Composition"])
        #expect(style.layers.map(\.logic.mutants) == [1, 2, 0, 0])
        #expect(style.layers.map(\.strings.mutants) == [0, 1, 0, 0])
        #expect(style.logic.survivors == 1)
        #expect(style.strings.killedOnlyByScenarios == 1)
        #expect(results.survivors(of: "MVC").map(\.id) == [2])
    }
}

extension TallyTests {
    @Test("a re-run keeps the honesty check only for the same sources and the same sampled verdicts")
    func carriedHonestyCheck() {
        let sample = HonestySample(
            id: 2, style: "MVC", category: "survivor", expectedUnit: .survived, observedUnit: .survived,
            expectedScenarios: .survived, observedScenarios: .survived)
        func results(_ fingerprint: String, _ unit: MutantVerdict, check: Bool = false) -> MutationResults {
            MutationResults(
                fingerprint: fingerprint, settings: MutationEngine.settings, styles: [],
                mutants: [record(2, unit, .survived)], excluded: [],
                honestyCheck: check ? HonestyCheckResult(samples: [sample]) : nil)
        }
        let previous = results("f", .survived, check: true)

        #expect(
            ResultsAssembly.honestyCheck(carriedFrom: previous, to: results("f", .survived)) == previous.honestyCheck)
        #expect(ResultsAssembly.honestyCheck(carriedFrom: previous, to: results("g", .survived)) == nil)
        #expect(ResultsAssembly.honestyCheck(carriedFrom: previous, to: results("f", .killed)) == nil)
        #expect(ResultsAssembly.honestyCheck(carriedFrom: nil, to: results("f", .survived)) == nil)
    }
}

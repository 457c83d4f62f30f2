import Harness
import Testing

@MainActor
@Suite("Scenario matrix")
struct ScenarioMatrixRunnerTests {
    @Test("has a row per scenario plus X02, each with a result for every style, and the random totals")
    func matrixCoversCatalogueAndStyles() {
        let matrix = runScenarioMatrix(randomSeed: 5, randomSequences: 2, randomSteps: 10)

        #expect(matrix.rows.map(\.id) == Scenario.all.map(\.id) + ["X02"])
        #expect(matrix.rows.first?.description == Scenario.all.first?.summary)
        let styleNames = Set(StyleRegistry.all.map(\.name))
        #expect(matrix.rows.allSatisfy { Set($0.results.keys) == styleNames })
        #expect(matrix.randomSequences.seed == 5)
        #expect(matrix.randomSequences.sequences == 2)
        #expect(matrix.randomSequences.steps == 10)
    }
}

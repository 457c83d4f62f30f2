import Foundation
import Results
import Testing

@testable import Measure

@Suite("ClaimCatalogue")
struct ClaimCatalogueTests {
    private func claim(_ text: String) throws -> Claim {
        try #require(ClaimCatalogue.claims(in: try ReportFixtures.report()).first { $0.claim == text })
    }

    @Test("MVC's view controller, larger than every other style's largest type, confirms the massive view controller")
    func massiveViewController() throws {
        let claim = try claim("MVC view controllers grow massive")

        #expect(claim.verdict == .confirmed)
        #expect(
            claim.figures
                == "MVC's largest type: TodoListViewController, 5 code lines; the other styles' largest: MVVM 3 "
                + "(TodoListViewModel), VIPER 2 (TodoListPresenter)")
    }

    @Test("fewer files in MVVM than in MVC refute \"MVVM needs more files\"")
    func mvvmFiles() throws {
        let claim = try claim("MVVM needs more files")

        #expect(claim.verdict == .refuted)
        #expect(claim.figures == "files: MVVM 2, MVC 3 (0.7x)")
    }

    @Test("VIPER with fewer files and lines than MVC refutes the boilerplate claim, and its figures say so")
    func viperBoilerplate() throws {
        let claim = try claim("VIPER is boilerplate-heavy (its authors suggest a code generator for its files)")

        #expect(claim.verdict == .refuted)
        #expect(
            claim.figures
                == "files: VIPER 2, MVC 3 (0.7x); code lines: VIPER 3, MVC 6 (0.5x); protocols: VIPER 1, MVC 0")
    }

    @Test("claims whose measures did not run, or that this app cannot decide, are not measurable")
    func notMeasurable() throws {
        let claims = ClaimCatalogue.claims(in: try ReportFixtures.report())
        let unmeasured = claims.filter { $0.verdict == .notMeasurable }.map(\.claim)

        #expect(unmeasured.contains("VIPER suits big teams and long projects"))
        #expect(unmeasured.contains("MVVM makes view logic testable without the view"))
        #expect(unmeasured.contains("Architecture does not change speed"))
        #expect(claims.count == 14)
    }

    @Test(
        "reducers are easy to test only when view-free unit tests run at least 95% of every reducer layer",
        arguments: [
            (tea: 245, tca: 328, verdict: Claim.Verdict.confirmed),
            (tea: 245, tca: 300, verdict: .partly),
            (tea: 160, tca: 328, verdict: .refuted),
        ])
    func reducersEasyToTest(tea: Int, tca: Int, verdict: Claim.Verdict) throws {
        func style(_ name: String, layer: String, covered: Int, total: Int) -> StyleArchitectureReport {
            var reducers = LayerArchitectureReport(name: layer, uiBound: CodeShare(), uiFree: CodeShare())
            reducers.viewFreeLines = CoverageCount(covered: covered, total: total)
            return StyleArchitectureReport(name: name, layers: [reducers], dependencies: [], rules: [], violations: [])
        }
        var report = try ReportFixtures.report()
        report.architecture = ArchitectureReport(styles: [
            style("TEA", layer: "Update", covered: tea, total: 245),
            style("TCA", layer: "Feature", covered: tca, total: 332),
        ])

        let claim = try #require(
            ClaimCatalogue.claims(in: report).first { $0.claim == "Reducers (update functions) are easy to test" })

        #expect(claim.verdict == verdict)
        #expect(
            claim.figures
                == "TEA's Update layer: \(tea) of 245; TCA's Feature layer: \(tca) of 332 lines run by view-free unit tests"
        )
    }

    @Test("rank correlation: the same order is 1, the reverse order -1, ties share their rank")
    func rankCorrelation() {
        #expect(ClaimFacts.rankCorrelation([1, 2, 3, 4], [10, 20, 30, 40]) == 1)
        #expect(ClaimFacts.rankCorrelation([1, 2, 3, 4], [40, 30, 20, 10]) == -1)
        #expect(ClaimFacts.rankCorrelation([1, 1, 2], [5, 6, 7]).map { Format.twoDecimals($0) } == "0.87")
        #expect(ClaimFacts.rankCorrelation([1, 2], [1, 2]) == nil)
        #expect(ClaimFacts.rankCorrelation([3, 3, 3], [1, 2, 3]) == nil)
    }

    @Test("the claims table shows every claim with the figures comparison.json holds")
    func tableMatchesJSON() throws {
        let files = try ReportWriter.render(try ReportFixtures.report(), environment: ReportFixtures.environment)
        let json = try #require(files.first { $0.0 == "comparison.json" }?.1)
        let markdown = String(decoding: try #require(files.first { $0.0 == "comparison.md" }?.1), as: UTF8.self)
        let stored = try #require(try JSONDecoder().decode(ComparisonReport.self, from: json).claims)

        #expect(markdown.contains("## The usual claims, tested"))
        #expect(stored.count == 14)
        for claim in stored {
            #expect(markdown.contains(claim.figures.replacingOccurrences(of: "|", with: "\\|")))
        }
    }
}

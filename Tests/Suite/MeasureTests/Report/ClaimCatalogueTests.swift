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

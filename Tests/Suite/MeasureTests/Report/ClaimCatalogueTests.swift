import Foundation
import Results
import Testing

@testable import Measure

@Suite("ClaimCatalogue")
struct ClaimCatalogueTests {
    private func claim(_ text: String, in report: ComparisonReport? = nil) throws -> Claim {
        let report = try report ?? ReportFixtures.report()
        return try #require(ClaimCatalogue.claims(in: report).first { $0.claim == text })
    }

    @Test("MVC's view controller, 1.67x the next largest type, confirms the massive view controller")
    func massiveViewController() throws {
        let claim = try claim("MVC view controllers grow massive")

        #expect(claim.verdict == .confirmed)
        #expect(
            claim.deciding
                == "MVC's TodoListViewController 5 code lines, 1.67x the next largest type, MVVM's TodoListViewModel (3)"
        )
        #expect(claim.test == ClaimTest(value: 5.0 / 3, confirmAt: 1.5, refuteAt: 1.0))
    }

    @Test("fewer files in MVVM than in MVC refute \"MVVM needs more files\"")
    func mvvmFiles() throws {
        let claim = try claim("MVVM needs more files")

        #expect(claim.verdict == .refuted)
        #expect(claim.deciding == "files: MVVM 2, MVC 3 (0.67x)")
        #expect(claim.meaning == "MVVM takes no more files than MVC.")
    }

    @Test("VIPER with half MVC's code lines refutes the boilerplate claim, and its figures count the protocols")
    func viperBoilerplate() throws {
        let claim = try claim("VIPER is boilerplate-heavy enough to need a code generator")

        #expect(claim.verdict == .refuted)
        #expect(claim.deciding == "code lines: VIPER 3, MVC 6 (0.50x)")
        #expect(claim.figures == "files: VIPER 2, MVC 3; code lines: VIPER 3, MVC 6; protocols: VIPER 1, MVC 0")
    }

    @Test("claims whose measures did not run, or that this app cannot decide, are not measurable and say why")
    func notMeasurable() throws {
        let claims = ClaimCatalogue.claims(in: try ReportFixtures.report())
        let unmeasured = claims.filter { $0.verdict == .notMeasurable && $0.kind == .prediction }

        #expect(unmeasured.map(\.claim).contains("VIPER suits big teams and long projects"))
        #expect(unmeasured.map(\.claim).contains("Architecture does not change speed"))
        #expect(unmeasured.map(\.claim).contains("Reducers (update functions) are easy to test"))
        #expect(unmeasured.allSatisfy { $0.test == nil && $0.meaning.hasPrefix("No verdict: ") })
        #expect(
            try claim("With a router, changing how existing screens are presented touches only the router").deciding
                == "a measured solution of E4 (New Contact pushed, not presented) in VIPER, VIP and MVVMC")
    }

    @Test("every claim has a source, a rule, a deciding figure and a meaning; only predictions carry a test")
    func everyClaimIsComplete() throws {
        let claims = ClaimCatalogue.claims(in: try ReportFixtures.report())

        #expect(claims.count == 26)
        for claim in claims {
            #expect(!claim.source.isEmpty && !claim.rule.isEmpty, "\(claim.claim)")
            #expect(!claim.deciding.isEmpty && !claim.meaning.isEmpty, "\(claim.claim)")
            #expect(claim.test == nil || claim.kind == .prediction, "\(claim.claim)")
        }
    }

    @Test("the rule the build enforces is listed apart as a rule, not checked when no view model was measured")
    func viewModelsImportNoUIKit() throws {
        let claims = ClaimCatalogue.claims(in: try ReportFixtures.report())
        let rules = claims.filter { $0.kind == .rule }

        #expect(rules.map(\.claim) == ["Never import UIKit into a view model"])
        #expect(rules.first?.verdict == .notMeasurable)
        #expect(rules.first?.source.contains("Comparing the VIPER and MVVM architectures") == true)
    }

    @Test(
        "a figure within 10% of a threshold is too close to call, on either side and for a threshold of zero",
        arguments: [
            (value: 0.8125, confirmAt: 0.8, refuteAt: 0.5, verdict: Claim.Verdict.tooClose),
            (value: 0.73, confirmAt: 0.8, refuteAt: 0.5, verdict: .tooClose),
            (value: 0.71, confirmAt: 0.8, refuteAt: 0.5, verdict: .partly),
            (value: 0.9, confirmAt: 0.8, refuteAt: 0.5, verdict: .confirmed),
            (value: 0.3, confirmAt: 0.8, refuteAt: 0.5, verdict: .refuted),
            (value: 0.04, confirmAt: 0.5, refuteAt: 0, verdict: .tooClose),
            (value: -0.2, confirmAt: 0.5, refuteAt: 0, verdict: .refuted),
            (value: 0.5, confirmAt: 0.7, refuteAt: 0.9, verdict: .confirmed),
            (value: 1.2, confirmAt: 0.7, refuteAt: 0.9, verdict: .refuted),
            (value: 0.8, confirmAt: 0.7, refuteAt: 0.9, verdict: .partly),
        ])
    func thresholds(value: Double, confirmAt: Double, refuteAt: Double, verdict: Claim.Verdict) {
        #expect(ClaimTest(value: value, confirmAt: confirmAt, refuteAt: refuteAt).verdict == verdict)
    }

    @Test("the view model at 0.81x MVC's controller is too close to call the massive view model")
    func massiveViewModelTooClose() throws {
        var report = try ReportFixtures.report()
        let mvc = try #require(report.styles.firstIndex { $0.name == "MVC" })
        let mvvm = try #require(report.styles.firstIndex { $0.name == "MVVM" })
        report.styles[mvc].types = [
            TypeReport(name: "TodoListViewController", layer: "Controller", files: [], code: 160)
        ]
        report.styles[mvvm].types = [TypeReport(name: "TodoListViewModel", layer: "ViewModel", files: [], code: 130)]

        let claim = try claim("MVVM only moves the mass: the view model becomes massive", in: report)

        #expect(claim.verdict == .tooClose)
        #expect(claim.deciding == "TodoListViewModel 130 code lines, 0.81x MVC's TodoListViewController (160)")
    }

    @Test("tests per code line that fall as layers grow refute \"more layers, more test code\"")
    func layersAgainstTestsPerLine() throws {
        var report = try ReportFixtures.report()
        // MVC has 3 logic layers here, MVVM 3 and VIPER 4; test code per code line falls from MVC to VIPER.
        for (name, code, tests) in [("MVC", 100, 300), ("MVVM", 150, 300), ("VIPER", 200, 200)] {
            let index = try #require(report.styles.firstIndex { $0.name == name })
            report.styles[index].code = code
            report.styles[index].testCode = tests
        }

        let claim = try claim("More layers, more test code", in: report)

        #expect(claim.verdict == .refuted)
        #expect(claim.figures.hasSuffix("VIPER 4 / 1.00"))
    }

    @Test(
        "MVC's controller growing 5 lines to 10 while the other styles' largest types grow a third confirms the messy MVC"
    )
    func mvcGrowsMessy() throws {
        func solution(_ style: String, _ path: String, added: Int) -> SolutionCost {
            SolutionCost(
                style: style, layers: [],
                files: [
                    FileChange(
                        path: path, status: path.contains("+") ? .added : .modified, layer: "View", isTest: false,
                        codeAdded: added, codeRemoved: 0, typesAdded: 0, protocolsAdded: 0)
                ])
        }
        var report = try ReportFixtures.report()
        report.exercises = ExerciseSection(
            results: ExerciseResults(
                commit: "abc1234", fingerprint: "fnv1a64:0000000000000000",
                requests: [
                    RequestCost(
                        id: "E1", folder: "E1-rename-task", title: "Rename a task", scenarioCount: 1,
                        replacedScenarios: [],
                        solutions: [
                            solution("MVC", "Sources/Styles/MVC/Todo/TodoListViewController+Rename.swift", added: 5),
                            solution("MVVM", "Sources/Styles/MVVM/Todo/TodoListViewModel.swift", added: 1),
                            solution("VIPER", "Sources/Styles/VIPER/Todo/TodoListPresenter.swift", added: 1),
                        ], missingStyles: [])
                ]))

        let claim = try claim("As the app grows, MVC's code gets messy", in: report)

        #expect(claim.verdict == .confirmed)
        #expect(
            claim.deciding
                == "MVC's TodoListViewController grows 100% (5 to 10 code lines), the other UIKit styles' largest "
                + "types 42% on average (2.40x)")
    }

    @Test("rank correlation: the same order is 1, the reverse order -1, ties share their rank")
    func rankCorrelation() {
        #expect(ClaimFacts.rankCorrelation([1, 2, 3, 4], [10, 20, 30, 40]) == 1)
        #expect(ClaimFacts.rankCorrelation([1, 2, 3, 4], [40, 30, 20, 10]) == -1)
        #expect(ClaimFacts.rankCorrelation([1, 1, 2], [5, 6, 7]).map { Format.twoDecimals($0) } == "0.87")
        #expect(ClaimFacts.rankCorrelation([1, 2], [1, 2]) == nil)
        #expect(ClaimFacts.rankCorrelation([3, 3, 3], [1, 2, 3]) == nil)
    }

    @Test("the verdicts table shows every prediction's deciding figure and verdict as comparison.json holds them")
    func tableMatchesJSON() throws {
        let files = try ReportWriter.render(try ReportFixtures.report(), environment: ReportFixtures.environment)
        let json = try #require(files.first { $0.0 == "comparison.json" }?.1)
        let markdown = String(decoding: try #require(files.first { $0.0 == "comparison.md" }?.1), as: UTF8.self)
        let stored = try #require(try JSONDecoder().decode(ComparisonReport.self, from: json).claims)

        #expect(markdown.contains("## Verdicts"))
        #expect(stored.count == 26)
        for claim in stored where claim.kind == .prediction {
            #expect(markdown.contains(claim.deciding.replacingOccurrences(of: "|", with: "\\|")), "\(claim.claim)")
        }
    }
}

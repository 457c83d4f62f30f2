import Catalogue
import Testing

@testable import Harness

@MainActor
@Suite("Random sequence runner")
struct RandomSequenceRunnerTests {
    @Test("times every style it plays, in the order played, with the style's UI framework")
    func timesEveryStyle() throws {
        let mv = try #require(StyleRegistry.style(named: "MV"))
        let mvc = try #require(StyleRegistry.style(named: "MVC"))

        let report = runRandomSequences(seed: 5, count: 2, steps: 3, styles: [mv, mvc], lifetimesEvery: 2)

        #expect(report.times.map(\.style) == ["MV", "MVC"])
        #expect(report.times.map(\.framework) == [.swiftUI, .uiKit])
        #expect(report.times.allSatisfy { $0.seconds > 0 })
    }
}

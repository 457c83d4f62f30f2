import Catalogue
import HeadlessUI
import Testing

@testable import Harness

@MainActor
@Suite("A style broken on purpose")
struct BrokenStyleTests {
    @Test("a failing scenario names the scenario and the style and shows the screen")
    func failingScenarioExplainsItself() throws {
        let scenario = try #require(Scenario.scenario(withID: "T01"))

        let outcome = ScenarioRunner.run(scenario, on: WrongCounterApp.style)

        let failure = try #require(outcome.failure)
        #expect(failure.contains("Scenario T01 failed for style WrongCounter"))
        #expect(failure.contains("expected \"0 items left\", saw \"0 items\""))
        #expect(failure.contains("--- screen ---"))
        #expect(failure.contains("todo.counter: Label \"0 items\""))
    }

    @Test("a failing random sequence prints its seed and a shortened sequence")
    func failingRandomSequenceIsShortened() throws {
        let report = runRandomSequences(seed: 3, count: 2, steps: 10, styles: [WrongCounterApp.style])

        #expect(report.totals.divergences == 2)
        #expect(report.divergencesByStyle["WrongCounter"] == 2)
        let failure = try #require(report.failures.first)
        #expect(failure.sequenceSeed == 3)
        #expect(failure.message.contains("style WrongCounter diverged"))
        #expect(failure.message.contains("Shortest failing sequence found (0 operations)"))
        #expect(failure.message.contains("at launch"))
    }

    @Test("only the sequences whose seed is a multiple of lifetimesEvery are checked for objects outliving the app")
    func lifetimesAreCheckedInEveryNthSequence() throws {
        let keeper = RootKeeper()
        let mvc = try #require(StyleRegistry.style(named: "MVC"))
        let kept = Style(.fake("KeptMVC")) { keeper.keep(mvc.makeRootViewController($0)) }

        let report = runRandomSequences(seed: 3, count: 4, steps: 2, styles: [kept], lifetimesEvery: 2)
        keeper.release()

        #expect(report.divergingSeeds == [4, 6])
        #expect(report.totals.lifetimesEvery == 2)
        #expect(report.failures.first?.message.contains("nothing alive after teardown") == true)
    }
}

/// Keeps every app a style builds alive until told to let go: a leak on demand.
@MainActor
private final class RootKeeper {
    private var roots: [ViewController] = []

    func keep(_ root: ViewController) -> ViewController {
        roots.append(root)
        return root
    }

    func release() {
        roots.removeAll()
    }
}

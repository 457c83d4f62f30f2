import Measure
import Testing

@testable import Mutation

/// The sites the engine names as equivalent instead of running them.
@Suite("Equivalence rules")
struct EquivalenceRuleTests {
    private func equivalences(_ source: String) -> [String] {
        SiteFinder(source: source).sites().map { "\($0.before) -> \($0.after): \($0.equivalence?.rawValue ?? "run")" }
    }

    @Test("a Boolean passed as `animated:` is an animation flag")
    func animationFlag() {
        let sites = equivalences(inFunction("present(alert, animated: true)\ndismiss(animated: false)"))

        #expect(
            sites == [
                "present(alert, animated: true) -> (removed): run", "true -> false: animation flag",
                "dismiss(animated: false) -> (removed): run", "false -> true: animation flag",
            ])
    }

    @Test("the Boolean of a call to `completion` is a swipe completion value; removing the call is still run")
    func swipeCompletionValue() {
        let sites = equivalences(inFunction("doIt()\ncompletion(true)"))

        #expect(
            sites == [
                "doIt() -> (removed): run", "completion(true) -> (removed): run",
                "true -> false: swipe completion value",
            ])
    }

    @Test("other Booleans, other labels and other calls are run")
    func otherBooleansRun() {
        let sites = equivalences(
            inFunction("let animated = true\nfield.isHidden = false\nconfigure(isAnimated: true)\nfinish(true, false)"))

        #expect(
            sites == [
                "true -> false: run", "false -> true: run", "configure(isAnimated: true) -> (removed): run",
                "true -> false: run", "finish(true, false) -> (removed): run", "true -> false: run",
                "false -> true: run",
            ])
    }

    @Test("each site says whether a rule names it, so the plan can run only the others")
    func sitesCarryTheirRule() {
        let sites = SiteFinder(source: inFunction("present(alert, animated: true)\nok = true")).sites()

        #expect(sites.filter { $0.equivalence == nil }.map(\.before) == ["present(alert, animated: true)", "true"])
        #expect(sites.compactMap(\.equivalence) == [.animationFlag])
    }
}

import Results

/// Claims about testing: what unit tests can reach without a view, how much of the code any test
/// runs, and which faults the styles' own tests catch.
extension ClaimCatalogue {
    static func testingClaims(_ facts: ClaimFacts) -> [Claim] {
        [
            viewModelTestable(facts), mvvmRaisesCoverage(facts), viperWellUnitTested(facts), mvvmViewHasNoLogic(facts),
            smallProjectsSuitMVC(facts), reducersEasyToTest(),
        ]
    }

    static func viewModelTestable(_ facts: ClaimFacts) -> Claim {
        let claim = "MVVM makes view logic testable without the view"
        let source = portuguese + "; " + polish
        let rule =
            "the share of executable lines that unit tests creating no view run, MVVM's minus MVC's: confirmed at "
            + "20 points or more, refuted at 0 or less"
        guard let mvvm = facts.figures["MVVM"]?.viewFreeShare, let mvc = facts.figures["MVC"]?.viewFreeShare else {
            return Claim(
                notMeasurable: claim, source: source, missing: "the unit tests' use of views was not measured",
                rule: rule)
        }
        return Claim(
            claim: claim, source: source,
            deciding: "lines run by unit tests with no view: MVVM \(percent(mvvm)), MVC \(percent(mvc)) "
                + "(\(points(mvvm - mvc)))",
            test: ClaimTest(value: mvvm - mvc, confirmAt: 20, refuteAt: 0), rule: rule,
            meaning: ClaimMeaning(
                confirmed:
                    "With MVVM far more of the app can be tested with no screen.",
                partly: "MVVM moves some of the logic within reach of view-free tests.",
                refuted: "MVVM's view-free tests reach no more of the app than MVC's."),
            figures: "MVVM \(percent(mvvm)), MVC \(percent(mvc)) of executable lines")
    }

    static func mvvmRaisesCoverage(_ facts: ClaimFacts) -> Claim {
        let claim = "MVVM gives a much larger share of code coverage"
        let source = polish + "; " + portuguese
        let rule =
            "the share of executable lines any test runs, MVVM's minus MVC's: confirmed at 10 points or more, refuted "
            + "at 2 or less"
        guard let mvvm = facts.style("MVVM")?.coverage.all.lines.percent,
            let mvc = facts.style("MVC")?.coverage.all.lines.percent
        else { return Claim(notMeasurable: claim, source: source, missing: "coverage was not measured", rule: rule) }
        return Claim(
            claim: claim, source: source,
            deciding: "lines run by any test: MVVM \(Format.oneDecimal(mvvm))%, MVC \(Format.oneDecimal(mvc))% "
                + "(\(points(mvvm - mvc)))",
            test: ClaimTest(value: mvvm - mvc, confirmAt: 10, refuteAt: 2), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "MVVM's tests run much more of its code than MVC's do.",
                partly: "MVVM's tests run a little more of its code.",
                refuted: "Every style's tests run nearly all of its code; MVVM changes which tests can, not how much."),
            figures: "MVVM \(Format.oneDecimal(mvvm))%, MVC \(Format.oneDecimal(mvc))% of executable lines")
    }

    static func viperWellUnitTested(_ facts: ClaimFacts) -> Claim {
        let claim = "VIPER is very well covered by unit tests"
        let rule =
            "the share of injected faults (mutants) that unit tests creating no view catch, VIPER's minus MVC's: "
            + "confirmed at 20 points or more, refuted at 0 or less"
        guard let viper = facts.figures["VIPER"]?.viewFreeUnitKillShare,
            let mvc = facts.figures["MVC"]?.viewFreeUnitKillShare
        else { return Claim(notMeasurable: claim, source: spanish, missing: "make mutate has not run", rule: rule) }
        return Claim(
            claim: claim, source: spanish,
            deciding: "faults caught by unit tests with no view: VIPER \(percent(viper)), MVC \(percent(mvc)) "
                + "(\(points(viper - mvc)))",
            test: ClaimTest(value: viper - mvc, confirmAt: 20, refuteAt: 0), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "VIPER's presenters and interactors catch many faults with tests that need no screen.",
                partly: "VIPER's view-free tests catch somewhat more faults than MVC's.",
                refuted: "VIPER's view-free tests catch no more faults than MVC's."),
            figures: "VIPER \(percent(viper)), MVC \(percent(mvc)) of mutants")
    }

    static func mvvmViewHasNoLogic(_ facts: ClaimFacts) -> Claim {
        let claim = "The MVVM view controller has no logic"
        let rule =
            "the share of MVVM's injected faults (mutants, strings apart) that fall in its View layer: confirmed at "
            + "5% or less, refuted at 20% or more"
        guard let mutation = facts.mutation("MVVM"), mutation.logic.mutants > 0,
            let view = mutation.layers.first(where: { $0.name == "View" })
        else { return Claim(notMeasurable: claim, source: portuguese, missing: "make mutate has not run", rule: rule) }
        let share = Double(view.logic.mutants) * 100 / Double(mutation.logic.mutants)
        let viewOnly = view.logic.killedByUnit - view.logic.killedByViewFreeUnit
        return Claim(
            claim: claim, source: portuguese,
            deciding: "\(view.logic.mutants) of MVVM's \(mutation.logic.mutants) mutants are in its View layer "
                + "(\(percent(share)))",
            test: ClaimTest(value: share, confirmAt: 5, refuteAt: 20), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "MVVM's views hold almost nothing that can go wrong.",
                partly: "MVVM's views keep a little logic.",
                refuted:
                    "MVVM's views keep logic (table data, alerts, navigation) that only tests with a view catch."
            ),
            figures:
                "View layer: \(view.logic.mutants) mutants, \(viewOnly) caught only by unit tests that create a view")
    }

    static func smallProjectsSuitMVC(_ facts: ClaimFacts) -> Claim {
        let claim = "Small projects work well with MVC"
        let rule =
            "the share of injected faults (mutants) MVC's own unit tests catch: confirmed at 85% or more, refuted at "
            + "70% or less"
        guard let share = facts.figures["MVC"]?.unitKillShare, let mvc = facts.style("MVC") else {
            return Claim(notMeasurable: claim, source: persian, missing: "make mutate has not run", rule: rule)
        }
        let files = facts.figures["MVC"]?.filesPerChange.map { ", \(Format.oneDecimal($0)) files touched per change" }
        return Claim(
            claim: claim, source: persian,
            deciding: "MVC's own unit tests catch \(percent(share)) of its mutants",
            test: ClaimTest(value: share, confirmAt: 85, refuteAt: 70), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "At this size MVC's tests, all of them through its views, catch most faults.",
                partly: "MVC works here, but its tests miss a fair share of faults.",
                refuted: "Even at this size MVC's tests miss many faults."),
            figures: "MVC: \(mvc.code) code lines, \(percent(share)) of mutants caught by its unit tests"
                + (files ?? ""))
    }

    /// Every UI-free layer of every style passes any coverage rule one could set (95% and more), so
    /// coverage cannot tell reducers apart; what would is not measured yet.
    static func reducersEasyToTest() -> Claim {
        Claim(
            notMeasurable: "Reducers (update functions) are easy to test", source: community,
            missing: "set-up lines, doubles and assertions per test, which are not counted yet: the view-free tests of "
                + "every style's UI-free layers run at least 95% of them, so coverage cannot tell reducers apart",
            rule: "would compare the reducers' tests with the view models' and presenters' on their set-up per test")
    }
}

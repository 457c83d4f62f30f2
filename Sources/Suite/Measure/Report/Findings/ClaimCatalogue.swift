import Results

/// The claims the source articles make and those the iOS community repeats, each with the test that
/// decides it from the report. A claim whose figures are missing (a measure not run) is "not
/// measurable here"; so is one that this app's size cannot decide.
package enum ClaimCatalogue {
    static let polishArticle = "\"MVC vs. MVVM: why is the younger brother gaining popularity?\", Adam Włodarczyk"
    static let persianArticle = "\"MVVM in practice\" (an employee list from a JSON API)"
    static let spanishArticle = "\"Comparing VIPER and MVVM: how to apply both\" (from a habr.com post)"
    static let portugueseArticle = "\"MVVM for iOS\", part 2 of \"Which architecture is best for iOS apps?\""
    static let common = "common claim"

    package static func claims(in report: ComparisonReport) -> [Claim] {
        let facts = ClaimFacts(report: report)
        return [
            massiveViewController(facts), viewModelTestable(facts), mvvmMoreFiles(facts), viperBoilerplate(facts),
            viperPresenterCumbersome(facts), bigTeams(), routerNavigation(facts), moreLayersMoreTests(facts),
            noUIKitInViewModels(facts), massiveViewModel(facts), changeAmplification(facts), tapIndirection(facts),
            speed(facts), reducersEasyToTest(facts),
        ]
    }

    static func notMeasured(_ claim: String, _ source: String, _ missing: String, rule: String) -> Claim {
        Claim(claim: claim, source: source, figures: missing, verdict: .notMeasurable, rule: rule)
    }

    static func massiveViewController(_ facts: ClaimFacts) -> Claim {
        let claim = "MVC view controllers grow massive"
        let source = polishArticle + "; " + persianArticle
        let rule =
            "confirmed when MVC's largest type is a view controller larger than every other style's largest type; "
            + "refuted when more than half of them are at least as large; partly otherwise. How it grows with the app is not "
            + "measured: there is one app, of one size"
        guard let mvc = facts.largestType("MVC") else { return notMeasured(claim, source, "no MVC", rule: rule) }
        let others = facts.styles.filter { $0 != "MVC" }.compactMap { style in
            facts.largestType(style).map { (style, $0) }
        }
        let atLeastAsLarge = others.filter { $0.1.code >= mvc.code }.count
        let verdict: Claim.Verdict =
            mvc.name.hasSuffix("ViewController") && atLeastAsLarge == 0
            ? .confirmed : atLeastAsLarge * 2 > others.count ? .refuted : .partly
        let figures =
            "MVC's largest type: \(mvc.name), \(mvc.code) code lines; the other styles' largest: "
            + others.map { "\($0.0) \($0.1.code) (\($0.1.name))" }.joined(separator: ", ")
        return Claim(claim: claim, source: source, figures: figures, verdict: verdict, rule: rule)
    }

    static func viewModelTestable(_ facts: ClaimFacts) -> Claim {
        let claim = "MVVM makes view logic testable without the view"
        let rule =
            "confirmed when MVVM's share of executable lines run by unit tests that create no view is at least 20 "
            + "points above MVC's; refuted when it is not above MVC's; partly otherwise"
        guard let mvvm = facts.figures["MVVM"]?.viewFreeShare, let mvc = facts.figures["MVC"]?.viewFreeShare else {
            return notMeasured(claim, portugueseArticle, "the unit tests' view use was not measured", rule: rule)
        }
        let verdict: Claim.Verdict = mvvm >= mvc + 20 ? .confirmed : mvvm <= mvc ? .refuted : .partly
        let figures = "lines run by view-free unit tests: MVVM \(percent(mvvm)), MVC \(percent(mvc))"
        return Claim(claim: claim, source: portugueseArticle, figures: figures, verdict: verdict, rule: rule)
    }

    static func mvvmMoreFiles(_ facts: ClaimFacts) -> Claim {
        let claim = "MVVM needs more files"
        let rule = "confirmed when MVVM has at least 1.2x MVC's files; refuted when it has no more; partly otherwise"
        guard let mvvm = facts.style("MVVM"), let mvc = facts.style("MVC") else {
            return notMeasured(claim, polishArticle, "MVVM or MVC missing", rule: rule)
        }
        let ratio = Double(mvvm.fileCount) / Double(max(mvc.fileCount, 1))
        let verdict: Claim.Verdict = ratio >= 1.2 ? .confirmed : mvvm.fileCount <= mvc.fileCount ? .refuted : .partly
        let figures = "files: MVVM \(mvvm.fileCount), MVC \(mvc.fileCount) (\(times(ratio)))"
        return Claim(claim: claim, source: polishArticle, figures: figures, verdict: verdict, rule: rule)
    }

    static func viperBoilerplate(_ facts: ClaimFacts) -> Claim {
        let claim = "VIPER is boilerplate-heavy (its authors suggest a code generator for its files)"
        let rule =
            "confirmed when VIPER has at least 2x MVC's files and 1.5x its code lines; refuted when it has at most "
            + "1.2x of both; partly otherwise"
        guard let viper = facts.style("VIPER"), let mvc = facts.style("MVC") else {
            return notMeasured(claim, spanishArticle, "VIPER or MVC missing", rule: rule)
        }
        let files = Double(viper.fileCount) / Double(max(mvc.fileCount, 1))
        let code = Double(viper.code) / Double(max(mvc.code, 1))
        let verdict: Claim.Verdict =
            files >= 2 && code >= 1.5 ? .confirmed : files <= 1.2 && code <= 1.2 ? .refuted : .partly
        let figures =
            "files: VIPER \(viper.fileCount), MVC \(mvc.fileCount) (\(times(files))); code lines: VIPER "
            + "\(viper.code), MVC \(mvc.code) (\(times(code))); protocols: VIPER \(viper.declarations.protocols), "
            + "MVC \(mvc.declarations.protocols)"
        return Claim(claim: claim, source: spanishArticle, figures: figures, verdict: verdict, rule: rule)
    }

    static func viperPresenterCumbersome(_ facts: ClaimFacts) -> Claim {
        let claim = "VIPER's presenter gets cumbersome"
        let rule =
            "confirmed when VIPER's largest presenter is its largest type and at least 0.75x MVC's largest type; "
            + "refuted when it is under 0.5x MVC's largest type; partly otherwise"
        guard let presenter = facts.largestType("VIPER", endingWith: "Presenter"),
            let largest = facts.largestType("VIPER"), let mvc = facts.largestType("MVC")
        else { return notMeasured(claim, spanishArticle, "VIPER or MVC missing", rule: rule) }
        let ratio = Double(presenter.code) / Double(max(mvc.code, 1))
        let verdict: Claim.Verdict =
            presenter.name == largest.name && ratio >= 0.75 ? .confirmed : ratio < 0.5 ? .refuted : .partly
        let figures =
            "VIPER's largest presenter: \(presenter.name), \(presenter.code) code lines (\(times(ratio)) MVC's "
            + "largest type, \(mvc.name), \(mvc.code)); VIPER's largest type: \(largest.name), \(largest.code)"
        return Claim(claim: claim, source: spanishArticle, figures: figures, verdict: verdict, rule: rule)
    }

    static func bigTeams() -> Claim {
        notMeasured(
            "VIPER suits big teams and long projects", spanishArticle,
            "one small app, written and changed by one team: team size and project length are not variables here",
            rule: "a verdict would need teams of several sizes working on the same app over time")
    }

    static func routerNavigation(_ facts: ClaimFacts) -> Claim {
        let claim = "With a router, a navigation change touches only the router"
        let rule =
            "E2 adds a screen and the route to it: confirmed when the only VIPER files it changes (rather than adds) "
            + "are routers and the composition; refuted when it changes files of other layers"
        guard let solution = facts.solution("E2", "VIPER") else {
            return notMeasured(claim, spanishArticle, "E2 has no measured VIPER solution", rule: rule)
        }
        let changed = solution.files.filter { !$0.isTest && $0.status == .modified }
        let outside = changed.filter { !["Router", "Composition"].contains($0.layer ?? "") }
        let layers = Set(outside.compactMap(\.layer)).sorted()
        let verdict: Claim.Verdict = outside.isEmpty ? .confirmed : .refuted
        let figures =
            "E2 in VIPER changes \(changed.count) existing source files"
            + (layers.isEmpty
                ? ", all routers or composition"
                : ", \(outside.count) of them outside the router: "
                    + layers.joined(separator: ", "))
        return Claim(claim: claim, source: spanishArticle, figures: figures, verdict: verdict, rule: rule)
    }

    static func moreLayersMoreTests(_ facts: ClaimFacts) -> Claim {
        correlation(
            claim: "More layers, more test code", facts: facts, what: "test code lines",
            value: { facts.style($0).map { Double($0.testCode) } })
    }

    static func changeAmplification(_ facts: ClaimFacts) -> Claim {
        correlation(
            claim: "Change amplification: more layers, more files touched per change", facts: facts,
            what: "files touched per change request", value: { facts.figures[$0]?.filesPerChange })
    }

    /// A claim that a figure grows with the number of layers, decided by rank correlation.
    static func correlation(claim: String, facts: ClaimFacts, what: String, value: (String) -> Double?) -> Claim {
        let rule =
            "Spearman's rank correlation between a style's layers and its \(what), over the styles: confirmed at "
            + "0.5 or more, refuted at 0 or less, partly between"
        let pairs = facts.styles.compactMap { style in value(style).map { (style, Double(facts.layerCount(style)), $0) }
        }
        guard let rho = ClaimFacts.rankCorrelation(pairs.map(\.1), pairs.map(\.2)) else {
            return notMeasured(claim, common, "\(what) not measured for enough styles", rule: rule)
        }
        let verdict: Claim.Verdict = rho >= 0.5 ? .confirmed : rho <= 0 ? .refuted : .partly
        let figures =
            "rank correlation \(Format.twoDecimals(rho)); layers / \(what): "
            + pairs.map { "\($0.0) \(Int($0.1)) / \(number($0.2))" }.joined(separator: ", ")
        return Claim(claim: claim, source: common, figures: figures, verdict: verdict, rule: rule)
    }

    static func noUIKitInViewModels(_ facts: ClaimFacts) -> Claim {
        let claim = "The view model must never import UIKit"
        let rule =
            "a rule, not a prediction: it holds (confirmed) when no file of a ViewModel layer imports or names the "
            + "UI toolkit, and is broken (refuted) otherwise; the layer rules make `make test` fail on a break"
        let layers = facts.styles.compactMap { style in
            facts.architecture(style)?.layers.first { $0.name == "ViewModel" }.map { (style, $0) }
        }
        guard !layers.isEmpty else {
            return notMeasured(claim, portugueseArticle, "no ViewModel layer measured", rule: rule)
        }
        let bound = layers.map(\.1.uiBound.files).reduce(0, +)
        let figures =
            "UI-bound files in ViewModel layers: "
            + layers.map { "\($0.0) \($0.1.uiBound.files) of \($0.1.uiBound.files + $0.1.uiFree.files)" }
            .joined(separator: ", ")
        return Claim(
            claim: claim, source: portugueseArticle, figures: figures, verdict: bound == 0 ? .confirmed : .refuted,
            rule: rule)
    }

    static func massiveViewModel(_ facts: ClaimFacts) -> Claim {
        let claim = "MVVM only moves the mass: the view model becomes massive"
        let rule =
            "confirmed when MVVM's largest view model is at least 0.8x MVC's largest view controller; refuted when "
            + "it is under 0.5x; partly otherwise"
        guard let viewModel = facts.largestType("MVVM", endingWith: "ViewModel"),
            let controller = facts.largestType("MVC", endingWith: "ViewController")
        else { return notMeasured(claim, common, "MVVM or MVC missing", rule: rule) }
        let ratio = Double(viewModel.code) / Double(max(controller.code, 1))
        let verdict: Claim.Verdict = ratio >= 0.8 ? .confirmed : ratio < 0.5 ? .refuted : .partly
        let figures =
            "\(viewModel.name) \(viewModel.code) code lines against MVC's \(controller.name) \(controller.code) "
            + "(\(times(ratio)))"
        return Claim(claim: claim, source: common, figures: figures, verdict: verdict, rule: rule)
    }

    static func tapIndirection(_ facts: ClaimFacts) -> Claim {
        let claim = "Indirection makes one tap hard to follow"
        let rule =
            "confirmed when one tap runs through at least 1.5x MVC's functions in both VIPER and VIP; refuted when "
            + "both are within 1.1x; partly otherwise"
        guard let mvc = facts.figures["MVC"]?.functionsPerTap, let viper = facts.figures["VIPER"]?.functionsPerTap,
            let vip = facts.figures["VIP"]?.functionsPerTap, mvc > 0
        else { return notMeasured(claim, common, "the path of one tap was not measured", rule: rule) }
        let verdict: Claim.Verdict =
            viper >= 1.5 * mvc && vip >= 1.5 * mvc
            ? .confirmed : viper <= 1.1 * mvc && vip <= 1.1 * mvc ? .refuted : .partly
        let figures =
            "functions per tap: MVC \(Format.oneDecimal(mvc)), VIPER \(Format.oneDecimal(viper)) "
            + "(\(times(viper / mvc))), VIP \(Format.oneDecimal(vip)) (\(times(vip / mvc)))"
        return Claim(claim: claim, source: common, figures: figures, verdict: verdict, rule: rule)
    }

    static func speed(_ facts: ClaimFacts) -> Claim {
        let claim = "Architecture does not change speed"
        let rule =
            "at the largest list measured, confirmed when the slowest style takes at most 1.5x the fastest for every "
            + "action; refuted when one action differs by more than 3x; partly otherwise"
        guard let scale = facts.report.scale else {
            return notMeasured(claim, common, "make scale has not run", rule: rule)
        }
        let largest = scale.actions.map(\.items).max() ?? 0
        let spreads = scale.actions.filter { $0.items == largest }.compactMap { action -> (String, Double)? in
            let seconds = action.styles.map(\.seconds)
            guard let fastest = seconds.min(), let slowest = seconds.max(), fastest > 0 else { return nil }
            return (action.action, slowest / fastest)
        }
        guard let worst = spreads.map(\.1).max() else {
            return notMeasured(claim, common, "no timings at \(largest) items", rule: rule)
        }
        let verdict: Claim.Verdict = worst <= 1.5 ? .confirmed : worst > 3 ? .refuted : .partly
        let figures =
            "slowest over fastest style at \(largest) items: "
            + spreads.map { "\($0.0) \(times($0.1))" }.joined(separator: ", ")
        return Claim(claim: claim, source: common, figures: figures, verdict: verdict, rule: rule)
    }

    /// The reducer layers: TEA's update functions and the reducer store's reducers.
    static let reducerLayers = [(style: "TEA", layer: "Update"), (style: "TCA", layer: "Feature")]

    static func reducersEasyToTest(_ facts: ClaimFacts) -> Claim {
        let claim = "Reducers (update functions) are easy to test"
        let rule =
            "confirmed when unit tests that create no view run at least 95% of every reducer layer (TEA's Update, "
            + "TCA's Feature); refuted when one is under 70%; partly otherwise"
        let measured = reducerLayers.compactMap { place -> (name: String, lines: CoverageCount, share: Double)? in
            guard
                let lines = facts.architecture(place.style)?.layers.first(where: { $0.name == place.layer })?
                    .viewFreeLines, let share = lines.percent
            else { return nil }
            return ("\(place.style)'s \(place.layer) layer", lines, share)
        }
        guard !measured.isEmpty else {
            return notMeasured(claim, common, "no reducer layer (TEA's Update, TCA's Feature) was measured", rule: rule)
        }
        let shares = measured.map(\.share)
        let verdict: Claim.Verdict =
            shares.allSatisfy { $0 >= 95 } ? .confirmed : shares.contains { $0 < 70 } ? .refuted : .partly
        let figures =
            measured.map { "\($0.name): \($0.lines.covered) of \($0.lines.total)" }.joined(separator: "; ")
            + " lines run by view-free unit tests"
        return Claim(claim: claim, source: common, figures: figures, verdict: verdict, rule: rule)
    }

    /// A whole number without decimals, anything else to one decimal.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))" : Format.oneDecimal(value)
    }

    static func percent(_ value: Double) -> String {
        "\(Int(value.rounded()))%"
    }

    static func times(_ ratio: Double) -> String {
        Format.oneDecimal(ratio) + "x"
    }
}

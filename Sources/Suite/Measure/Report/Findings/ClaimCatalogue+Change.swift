import Catalogue
import Results

/// Claims about changing the app and following it: what more layers cost, what a change request
/// touches, what a router saves, and how far one tap travels.
extension ClaimCatalogue {
    static func changeClaims(_ facts: ClaimFacts) -> [Claim] {
        [
            moreLayersMoreTests(facts), changeAmplification(facts), mvvmFasterFeatures(facts), mvcGrowsMessy(facts),
            routerNavigation(facts), tapIndirection(facts),
        ]
    }

    static func moreLayersMoreTests(_ facts: ClaimFacts) -> Claim {
        correlation(
            claim: "More layers, more test code", facts: facts, what: "test code lines per code line",
            value: { facts.style($0).map { Double($0.testCode) / Double(max($0.code, 1)) } })
    }

    static func changeAmplification(_ facts: ClaimFacts) -> Claim {
        correlation(
            claim: "More layers, more files touched per change", facts: facts,
            what: "share of its files a change request touches",
            value: { style in
                guard let touched = facts.figures[style]?.filesPerChange, let files = facts.style(style)?.fileCount,
                    files > 0
                else { return nil }
                return touched * 100 / Double(files)
            })
    }

    /// A claim that a figure grows with the number of layers, decided by rank correlation. The figures
    /// are per code line or per file, as a larger app has more of everything whatever its layers.
    static func correlation(claim: String, facts: ClaimFacts, what: String, value: (String) -> Double?) -> Claim {
        let rule =
            "Spearman's rank correlation, over the styles, between the layers that hold logic (Composition apart) "
            + "and the \(what): confirmed at 0.5 or more, refuted at 0 or less"
        let pairs = facts.styles.compactMap { style in
            value(style).map { (style: style, layers: Double(facts.logicLayerCount(style)), value: $0) }
        }
        guard let rho = ClaimFacts.rankCorrelation(pairs.map(\.layers), pairs.map(\.value)) else {
            return Claim(
                notMeasurable: claim, source: community, missing: "the \(what) was not measured for enough styles",
                rule: rule)
        }
        return Claim(
            claim: claim, source: community, deciding: "rank correlation \(Format.twoDecimals(rho))",
            test: ClaimTest(value: rho, confirmAt: 0.5, refuteAt: 0), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "Per line of code, the styles with more layers also have more of this.",
                partly: "Styles with more layers have a little more of it per line; the link is weak.",
                refuted: "Per line of code or per file, more layers do not mean more of it."),
            figures: "layers / \(what): "
                + pairs.map { "\($0.style) \(Int($0.layers)) / \(Format.twoDecimals($0.value))" }.joined(
                    separator: ", "))
    }

    static func mvvmFasterFeatures(_ facts: ClaimFacts) -> Claim {
        let claim = "MVVM pays back with a shorter time to add a feature"
        let rule =
            "code lines added and removed per change request, MVVM's against MVC's: confirmed at 0.8x or less, "
            + "refuted at 1.0x or more"
        guard let mvvm = facts.codeTouchedPerChange("MVVM"), let mvc = facts.codeTouchedPerChange("MVC") else {
            return Claim(notMeasurable: claim, source: polish, missing: "make exercises has not run", rule: rule)
        }
        let ratio = mvvm / max(mvc, 1)
        return Claim(
            claim: claim, source: polish,
            deciding: "code lines touched per change request: MVVM \(Format.oneDecimal(mvvm)), MVC "
                + "\(Format.oneDecimal(mvc)) (\(times(ratio)))",
            test: ClaimTest(value: ratio, confirmAt: 0.8, refuteAt: 1.0), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "The same feature takes MVVM less code to add.",
                partly: "MVVM adds features for a little less code.",
                refuted:
                    "Each feature here costs MVVM more code than MVC: the pay-back, if any, is in what tests reach."),
            figures: "mean code lines touched: MVVM \(Format.oneDecimal(mvvm)), MVC \(Format.oneDecimal(mvc)); files "
                + "touched: MVVM \(facts.figures["MVVM"]?.filesPerChange.map(Format.oneDecimal) ?? "n/a"), MVC "
                + "\(facts.figures["MVC"]?.filesPerChange.map(Format.oneDecimal) ?? "n/a")")
    }

    static func mvcGrowsMessy(_ facts: ClaimFacts) -> Claim {
        let claim = "As the app grows, MVC's code gets messy"
        let rule =
            "how much the largest type grows over every change request, as a share of its size, MVC's against the "
            + "mean of the other UIKit styles': confirmed at 1.5x or more, refuted at 1.0x or less"
        let others = facts.styles(for: .uiKit).filter { $0 != "MVC" }.compactMap { style in
            facts.largestTypeGrowth(style).map { (style: style, growth: $0) }
        }
        guard let mvc = facts.largestTypeGrowth("MVC"), mvc.type.code > 0, !others.isEmpty else {
            return Claim(notMeasurable: claim, source: persian, missing: "make exercises has not run", rule: rule)
        }
        func share(_ growth: (type: TypeReport, after: Int)) -> Double {
            Double(growth.after - growth.type.code) * 100 / Double(max(growth.type.code, 1))
        }
        let mean = others.map { share($0.growth) }.reduce(0, +) / Double(others.count)
        let ratio = share(mvc) / max(mean, 0.1)
        return Claim(
            claim: claim, source: persian,
            deciding: "MVC's \(mvc.type.name) grows \(percent(share(mvc))) (\(mvc.type.code) to \(mvc.after) code "
                + "lines), the other UIKit styles' largest types \(percent(mean)) on average (\(times(ratio)))",
            test: ClaimTest(value: ratio, confirmAt: 1.5, refuteAt: 1.0), rule: rule,
            meaning: ClaimMeaning(
                confirmed:
                    "Each change lands in MVC's controller, which grows faster than any other style's largest type.",
                partly: "MVC's controller takes somewhat more of each change than the other styles' largest types.",
                refuted: "The other styles' largest types grow as fast: a growing app weighs on every pattern's heart."),
            figures: "largest type, before and after every change request: "
                + ([("MVC", mvc)] + others.map { ($0.style, $0.growth) }).map { style, growth in
                    "\(style) \(growth.type.name) \(growth.type.code) to \(growth.after)"
                }.joined(separator: ", "))
    }

    /// The styles with a navigation layer, and its name.
    static let navigationLayers = [("VIPER", "Router"), ("VIP", "Router"), ("MVVMC", "Coordinator")]

    /// The change request that only changes how an existing screen is presented.
    static let presentationRequest = "E4"

    static func routerNavigation(_ facts: ClaimFacts) -> Claim {
        let claim = "With a router, changing how existing screens are presented touches only the router"
        let rule =
            "\(presentationRequest) presents New Contact by a push instead of a sheet; over VIPER, VIP and MVVMC, the "
            + "share of the source files it changes that are outside the router or coordinator and the composition: "
            + "confirmed at 10% or less, refuted at 50% or more"
        let solutions = navigationLayers.compactMap { style, layer in
            facts.solution(presentationRequest, style).map { (style: style, layer: layer, solution: $0) }
        }
        guard solutions.count == navigationLayers.count else {
            return Claim(
                notMeasurable: claim, source: spanish,
                missing: "a measured solution of \(presentationRequest) (New Contact pushed, not presented) in VIPER, "
                    + "VIP and MVVMC", rule: rule)
        }
        var changed = 0
        var outside: [String] = []
        for (style, layer, solution) in solutions {
            let sources = solution.files.filter { !$0.isTest }
            changed += sources.count
            outside += sources.filter { ![layer, "Composition"].contains($0.layer ?? "") }.map {
                "\(style) \($0.layer ?? "?")"
            }
        }
        let share = Double(outside.count) * 100 / Double(max(changed, 1))
        return Claim(
            claim: claim, source: spanish,
            deciding: "\(outside.count) of the \(changed) source files \(presentationRequest) touches are outside the "
                + "navigation layer (\(percent(share)))",
            test: ClaimTest(value: share, confirmAt: 10, refuteAt: 50), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "A presentation change stays in the router: the screens themselves do not change.",
                partly: "The router takes most of a presentation change; the screens still change a little.",
                refuted: "Even a pure presentation change reaches the screens: what the old presentation needed of "
                    + "them (here the sheet's swipe-down guard) lives outside the router."),
            figures: "files outside the navigation layer: "
                + (outside.isEmpty
                    ? "none"
                    : Dictionary(grouping: outside, by: { $0 }).map { "\($0.key) \($0.value.count)" }
                        .sorted().joined(separator: ", ")))
    }

    static func tapIndirection(_ facts: ClaimFacts) -> Claim {
        let claim = "Indirection makes one tap hard to follow"
        let source = community + "; " + polish
        let rule =
            "methods and closures one key tap runs (property getters apart), the mean over the other UIKit styles "
            + "against MVC's: confirmed at 1.5x or more, refuted at 1.1x or less"
        let others = facts.styles(for: .uiKit).filter { $0 != "MVC" }.compactMap { style in
            facts.tapSteps(style).map { (style: style, steps: $0) }
        }
        guard let mvc = facts.tapSteps("MVC"), mvc.methods > 0, !others.isEmpty else {
            return Claim(
                notMeasurable: claim, source: source, missing: "the path of one tap was not measured", rule: rule)
        }
        let ratio = others.map { $0.steps.methods / mvc.methods }.reduce(0, +) / Double(others.count)
        return Claim(
            claim: claim, source: source,
            deciding: "methods and closures per tap: MVC \(Format.oneDecimal(mvc.methods)), the other UIKit styles "
                + "\(times(ratio)) on average",
            test: ClaimTest(value: ratio, confirmAt: 1.5, refuteAt: 1.1), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "Following one tap means reading half as many steps again as in MVC.",
                partly: "The layered styles add steps to a tap, fewer than their file counts suggest.",
                refuted: "A tap runs about as many steps in every style; the layers rename them."),
            figures: "methods and closures / getters per tap: MVC \(Format.oneDecimal(mvc.methods)) / "
                + "\(Format.oneDecimal(mvc.getters)), "
                + others.map {
                    "\($0.style) \(Format.oneDecimal($0.steps.methods)) / \(Format.oneDecimal($0.steps.getters))"
                }.joined(separator: ", "))
    }
}

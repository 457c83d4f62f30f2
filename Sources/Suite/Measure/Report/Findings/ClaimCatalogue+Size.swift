import Results

/// Claims about where the code ends up: how large the view controller, the view model and the
/// presenter grow, and how many files a pattern takes.
extension ClaimCatalogue {
    static func sizeClaims(_ facts: ClaimFacts) -> [Claim] {
        [
            massiveViewController(facts), mvvmSlimsController(facts), logicMovesToViewModel(facts),
            massiveViewModel(facts), mvvmDistributes(facts), mvvmMoreFiles(facts), viperBoilerplate(facts),
            viperPresenterCumbersome(facts),
        ]
    }

    static func massiveViewController(_ facts: ClaimFacts) -> Claim {
        let claim = "MVC view controllers grow massive"
        let source = polish + "; " + spanish
        let rule =
            "MVC's largest type against the largest type of any other style: confirmed at 1.5x or more, refuted at "
            + "1.0x or less (another style has a type as large). Growth with the app is not measured: there is one app"
        guard let mvc = facts.largestType("MVC") else {
            return Claim(notMeasurable: claim, source: source, missing: "MVC was not measured", rule: rule)
        }
        let others = facts.styles.filter { $0 != "MVC" }.compactMap { style in
            facts.largestType(style).map { (style: style, type: $0) }
        }
        guard let next = others.max(by: { $0.type.code < $1.type.code }) else {
            return Claim(notMeasurable: claim, source: source, missing: "no other style was measured", rule: rule)
        }
        let ratio = Double(mvc.code) / Double(max(next.type.code, 1))
        return Claim(
            claim: claim, source: source,
            deciding: "MVC's \(mvc.name) \(mvc.code) code lines, \(times(ratio)) the next largest type, "
                + "\(next.style)'s \(next.type.name) (\(next.type.code))",
            test: ClaimTest(value: ratio, confirmAt: 1.5, refuteAt: 1.0), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "At this app's size MVC already puts far more in one type than any other style does.",
                partly: "MVC's controller is the largest type, but not by much: at this size none is massive.",
                refuted: "Another style has a type as large as MVC's controller: size here is not MVC's problem."),
            figures: "largest types: MVC \(mvc.code) (\(mvc.name)), "
                + others.map { "\($0.style) \($0.type.code) (\($0.type.name))" }.joined(separator: ", "))
    }

    static func mvvmSlimsController(_ facts: ClaimFacts) -> Claim {
        let claim = "MVVM slims the view controller"
        let source = polish + "; " + spanish
        let rule =
            "MVVM's TodoListViewController against MVC's, in code lines: confirmed at 0.7x or less, refuted at 0.9x "
            + "or more"
        guard let mvvm = facts.type("MVVM", named: "TodoListViewController"),
            let mvc = facts.type("MVC", named: "TodoListViewController")
        else { return Claim(notMeasurable: claim, source: source, missing: "MVVM or MVC was not measured", rule: rule) }
        let ratio = Double(mvvm.code) / Double(max(mvc.code, 1))
        return Claim(
            claim: claim, source: source,
            deciding: "TodoListViewController: MVVM \(mvvm.code) code lines, MVC \(mvc.code) (\(times(ratio)))",
            test: ClaimTest(value: ratio, confirmAt: 0.7, refuteAt: 0.9), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "The view controller keeps the table and the alerts; the decisions leave it.",
                partly: "The view controller loses some code, less than the articles suggest.",
                refuted: "The view controller stays about as large: the view model adds code rather than taking it."),
            figures: "TodoListViewController code lines: MVVM \(mvvm.code), MVC \(mvc.code)")
    }

    static func logicMovesToViewModel(_ facts: ClaimFacts) -> Claim {
        let claim = "Most of the former controller's code moves to the view model"
        let rule =
            "the view model's share of MVVM's todo screen (TodoListViewModel over it and TodoListViewController): "
            + "confirmed at 50% or more, refuted at 33% or less"
        guard let model = facts.type("MVVM", named: "TodoListViewModel"),
            let controller = facts.type("MVVM", named: "TodoListViewController")
        else { return Claim(notMeasurable: claim, source: spanish, missing: "MVVM was not measured", rule: rule) }
        let share = Double(model.code) * 100 / Double(max(model.code + controller.code, 1))
        return Claim(
            claim: claim, source: spanish,
            deciding: "TodoListViewModel holds \(percent(share)) of MVVM's todo screen (\(model.code) of "
                + "\(model.code + controller.code) code lines)",
            test: ClaimTest(value: share, confirmAt: 50, refuteAt: 33), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "The screen's decisions live in the view model; the view controller mostly shows them.",
                partly: "The view model holds a good part of the screen, the view controller still the larger one.",
                refuted: "The view controller still holds most of the screen."),
            figures: "MVVM's TodoListViewModel \(model.code), TodoListViewController \(controller.code) code lines")
    }

    static func massiveViewModel(_ facts: ClaimFacts) -> Claim {
        let claim = "MVVM only moves the mass: the view model becomes massive"
        let rule =
            "MVVM's largest view model against MVC's largest view controller: confirmed at 0.8x or more, refuted at "
            + "0.5x or less"
        guard let viewModel = facts.largestType("MVVM", endingWith: "ViewModel"),
            let controller = facts.largestType("MVC", endingWith: "ViewController")
        else {
            return Claim(notMeasurable: claim, source: community, missing: "MVVM or MVC was not measured", rule: rule)
        }
        let ratio = Double(viewModel.code) / Double(max(controller.code, 1))
        return Claim(
            claim: claim, source: community,
            deciding: "\(viewModel.name) \(viewModel.code) code lines, \(times(ratio)) MVC's \(controller.name) "
                + "(\(controller.code))",
            test: ClaimTest(value: ratio, confirmAt: 0.8, refuteAt: 0.5), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "The view model ends up nearly as large as the controller it replaced.",
                partly: "The view model is smaller than MVC's controller, but not small.",
                refuted: "The view model is much smaller than MVC's controller: the mass was split, not moved."),
            figures: "\(viewModel.name) \(viewModel.code), MVC's \(controller.name) \(controller.code) code lines")
    }

    static func mvvmDistributes(_ facts: ClaimFacts) -> Claim {
        let claim = "MVVM distributes responsibilities"
        let source = portuguese + "; " + polish
        let rule =
            "the largest type's share of the style's code, MVVM's against MVC's: confirmed at 0.75x or less, refuted "
            + "at 1.0x or more"
        guard let mvvm = facts.style("MVVM"), let mvc = facts.style("MVC"),
            let mvvmLargest = facts.largestType("MVVM"), let mvcLargest = facts.largestType("MVC")
        else { return Claim(notMeasurable: claim, source: source, missing: "MVVM or MVC was not measured", rule: rule) }
        let mvvmShare = Double(mvvmLargest.code) * 100 / Double(max(mvvm.code, 1))
        let mvcShare = Double(mvcLargest.code) * 100 / Double(max(mvc.code, 1))
        let ratio = mvvmShare / max(mvcShare, 1)
        return Claim(
            claim: claim, source: source,
            deciding: "the largest type holds \(percent(mvvmShare)) of MVVM's code and \(percent(mvcShare)) of MVC's "
                + "(\(times(ratio)))",
            test: ClaimTest(value: ratio, confirmAt: 0.75, refuteAt: 1.0), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "No type of MVVM carries the weight MVC's controller does.",
                partly: "MVVM's largest type carries a little less of the whole than MVC's.",
                refuted: "MVVM leaves as much of its code in one type as MVC does."),
            figures: "MVVM: \(mvvmLargest.name) \(mvvmLargest.code) of \(mvvm.code) code lines; MVC: "
                + "\(mvcLargest.name) \(mvcLargest.code) of \(mvc.code)")
    }

    static func mvvmMoreFiles(_ facts: ClaimFacts) -> Claim {
        let claim = "MVVM needs more files"
        let rule = "MVVM's files against MVC's: confirmed at 1.2x or more, refuted at 1.0x or less"
        guard let mvvm = facts.style("MVVM"), let mvc = facts.style("MVC") else {
            return Claim(notMeasurable: claim, source: polish, missing: "MVVM or MVC was not measured", rule: rule)
        }
        let ratio = Double(mvvm.fileCount) / Double(max(mvc.fileCount, 1))
        return Claim(
            claim: claim, source: polish,
            deciding: "files: MVVM \(mvvm.fileCount), MVC \(mvc.fileCount) (\(times(ratio)))",
            test: ClaimTest(value: ratio, confirmAt: 1.2, refuteAt: 1.0), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "A reader opens more files for the same screen; each is smaller.",
                partly: "MVVM adds a few files.",
                refuted: "MVVM takes no more files than MVC."),
            figures:
                "files: MVVM \(mvvm.fileCount), MVC \(mvc.fileCount); code lines: MVVM \(mvvm.code), MVC \(mvc.code)")
    }

    static func viperBoilerplate(_ facts: ClaimFacts) -> Claim {
        let claim = "VIPER is boilerplate-heavy enough to need a code generator"
        let rule =
            "VIPER's code lines against MVC's, for the same app: confirmed at 1.5x or more, refuted at 1.2x or less"
        guard let viper = facts.style("VIPER"), let mvc = facts.style("MVC") else {
            return Claim(notMeasurable: claim, source: spanish, missing: "VIPER or MVC was not measured", rule: rule)
        }
        let ratio = Double(viper.code) / Double(max(mvc.code, 1))
        return Claim(
            claim: claim, source: spanish,
            deciding: "code lines: VIPER \(viper.code), MVC \(mvc.code) (\(times(ratio)))",
            test: ClaimTest(value: ratio, confirmAt: 1.5, refuteAt: 1.2), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "The same app takes VIPER far more code, much of it protocols and wiring.",
                partly: "VIPER takes somewhat more code than MVC.",
                refuted: "VIPER takes about as much code as MVC."),
            figures: "files: VIPER \(viper.fileCount), MVC \(mvc.fileCount); code lines: VIPER \(viper.code), MVC "
                + "\(mvc.code); protocols: VIPER \(viper.declarations.protocols), MVC \(mvc.declarations.protocols)")
    }

    static func viperPresenterCumbersome(_ facts: ClaimFacts) -> Claim {
        let claim = "VIPER's presenter gets cumbersome"
        let rule =
            "VIPER's largest presenter against MVC's largest type: confirmed at 0.75x or more, refuted at 0.5x or less"
        guard let presenter = facts.largestType("VIPER", endingWith: "Presenter"), let mvc = facts.largestType("MVC")
        else {
            return Claim(notMeasurable: claim, source: spanish, missing: "VIPER or MVC was not measured", rule: rule)
        }
        let ratio = Double(presenter.code) / Double(max(mvc.code, 1))
        return Claim(
            claim: claim, source: spanish,
            deciding: "\(presenter.name) \(presenter.code) code lines, \(times(ratio)) MVC's \(mvc.name) (\(mvc.code))",
            test: ClaimTest(value: ratio, confirmAt: 0.75, refuteAt: 0.5), rule: rule,
            meaning: ClaimMeaning(
                confirmed: "VIPER's presenter grows nearly as large as the controller VIPER set out to split.",
                partly: "VIPER's presenter is the style's heavy type, but well under MVC's controller.",
                refuted: "VIPER's presenter stays small."),
            figures: "\(presenter.name) \(presenter.code), MVC's \(mvc.name) \(mvc.code) code lines")
    }
}

import Catalogue
import Results

/// What the page is, in one paragraph, and the glossary at the head of the appendix: every term the
/// page uses and every style's name spelled out, each meaning one thing everywhere.
struct IntroductionSection: ReportSection {
    /// "MVC = Model-View-Controller" for each style of the report, in its order, from the catalogue.
    static func expansions(of styles: [String]) -> String {
        styles.map { style in
            let definition = StyleCatalogue.style(named: style)
            return "\(style) = \(definition?.fullName ?? "(not in the catalogue)"), written for "
                + StyleLabel.framework(of: style)
        }
        .joined(separator: "; ")
    }

    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        [
            .paragraph(
                "One app (a todo list and a contact list) built once per style on headless stand-ins of UIKit and "
                    + "SwiftUI; every style passes the same scenarios, so a difference is the price of the pattern, not "
                    + "of features. The [glossary](#terms) defines each term; Reports/README.md says how each figure "
                    + "is measured.")
        ]
    }

    func appendixBlocks(for report: ComparisonReport) -> [ReportBlock] {
        [
            .heading(level: 2, text: "Glossary", anchor: "terms"),
            .list(Self.glossary(styles: report.styles.map(\.name))),
        ]
    }

    static func glossary(styles: [String]) -> [String] {
        [
            "**Styles**: " + expansions(of: styles) + ".",
            "**Layer**: the role a file plays in its style (View, Presenter, ...), decided by its name's ending and its folder.",
            "**View**: the view controllers and cells, which only display and forward; in MVC the view controllers are the Controller layer, so its View is the cells only, named **View (cells only)** wherever it is shown beside the others.",
            "**ModelController**: in MVC, MVVM and MVVM-C, the object that owns one feature's document (the tasks, the contacts), saves it and announces each change; it knows no screen.",
            "**Composition**: the composition root, the code that builds every part of the app at launch and hands each its dependencies.",
            "**Coordinator**, **Router**: the objects that own navigation (which screen shows next) in MVVM-C, VIPER and VIP. **Interactor**: the business logic of one screen; **Worker**: work VIP's scenes share; **Update**, **Effects**, **Runtime**: TEA's pure state changes, its side effects as values, and the loop that runs them.",
            "**Code lines**: lines with code, counted by the project's Swift lexer; comment and blank lines are counted apart. **Test code**: code lines of test files.",
            "**Types**: classes, structs, enums and actors declared; VIP's nested Request, Response and ViewModel types (its use-case types) are also counted apart.",
            "**Executable lines**: the lines the coverage instrumentation can see run or not (statements; not declarations, braces or comments). **Regions**: llvm's code regions, each branch apart, a stricter measure.",
            "**Lines: scenarios / unit / all**: the share of executable lines the shared scenarios, the style's own unit tests, or all tests ran.",
            "**Underflowed counts**: coverage counts of 2^63 or more, an arithmetic slip of the instrumentation; such a region never ran and is counted so.",
            "**UI-bound / UI-free**: a file is UI-bound when it imports the UI toolkit (HeadlessUI, standing in for UIKit) or names one of its types; **UI-free share**: the share of a style's code lines in UI-free files.",
            "**Testable with no view**: the share of a style's executable lines run by unit test cases that create no view, window or alert: what can be tested without a screen.",
            "**Scenario**: one behaviour of the app, written once in the shared suite and run against every style through its UI only; **pass / known issue / fail** is its result in a style, a known issue being an expected failure with its reason.",
            "**Random sequence**: a seeded series of user operations played against every style and a plain reference model, compared after each step; a **divergence** is any difference.",
            "**Census**: the walk of the app's object graph after teardown that finds objects outliving it (leaks).",
            "**Functions per tap**: the distinct functions of a style that one key action (a tap and what follows, up to its result on screen) runs through, averaged over the key actions; **the path of one tap** lists them.",
            "**Change request**: one of the exercises in Exercises/ (E1, E2 and on), solved in every style; **files touched** counts the source files it changes or adds.",
            "**Mutant**: a copy of the code with one small fault injected; a test **kills** it by failing. A **survivor** is reached by some test and killed by none; **not reached** means no test of that kind ran its line.",
            "**Equivalent mutant**: a change nothing can observe, left out of every tally with its reason. **Schemata**: every mutant compiled into one build and switched on one at a time.",
            "**Bare operation**: the same change done on the shared Models value and saved, with no screen: the floor a style's time is set against.",
            "**Rank correlation**: Spearman's, from -1 (opposite order) through 0 (none) to 1 (same order), used by the claims.",
        ]
    }
}

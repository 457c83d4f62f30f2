/// What the page is, how to read it, and what its terms mean (each means one thing everywhere).
struct IntroductionSection: ReportSection {
    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        [
            .paragraph(
                "The same app, built once per style over the same headless UIKit stand-in, measured by `make compare`. "
                    + "Reports/README.md defines every figure; comparison.json holds the same data for tools."),
            .heading(level: 2, text: "Reading guide", anchor: "reading-guide"),
            .list([
                "Start with the summary: the styles pass the same scenarios, so any difference in size is the price of the architecture, not of features.",
                "Then read one style's tables: where its code lives (code lines per layer) and how much of each layer its own unit tests reach.",
                "Compare the \"unit\" and \"scenarios\" coverage of a layer: a layer that only scenarios reach can only be tested through the screen.",
                "Coverage says how much of a layer some test ran, not what it took to run it. \"What the architecture buys\" measures what the patterns are chosen for: how much code needs the UI toolkit, which layer depends on which, which unit tests need a view, and how much code one tap runs through.",
                "The largest types show how big one class grows in each style: MVC's view controller against MVVM's view model against VIPER's presenter.",
                "Models (the shared entities and stores) and HeadlessUI (the platform) are reported once, apart from the styles: no style pays for them.",
            ]),
            .heading(level: 3, text: "Terms", anchor: "terms"),
            .list([
                "**Code**: lines with code, counted by the project's Swift lexer; comment and blank lines are counted apart.",
                "**Test code**: code lines of test files. A layer's test code is the tests named for its types; a style's test support is its spies, stubs and helpers; the style's test code is both together.",
                "**View**: in MVC only the cells, since its view controllers are the Controller layer; in the other styles the view controllers and the cells, which only display and forward.",
                "**Lines: scenarios / unit / all**: the share of a layer's executable lines that the shared scenarios, the style's own unit tests, or all tests ran. **Regions** are llvm's code regions (each branch apart), a stricter measure.",
                "**Pass / known issue / fail**: a scenario's result in a style; a known issue is an expected failure with its reason listed.",
            ]),
        ]
    }
}

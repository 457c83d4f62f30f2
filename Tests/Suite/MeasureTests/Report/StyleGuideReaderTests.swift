import Catalogue
import Foundation
import Results
import TestAids
import Testing

@testable import Measure

@Suite("StyleGuideReader")
struct StyleGuideReaderTests {
    private static let guide = """
        # The app in MVX

        What this folder holds.

        ## In brief

        MVX puts the rules in a mixer. The view only shows
        what the mixer says. It is tested without a screen.

        **Traps**: The mixer grows.

        ## One tap, traced: "Done" on a todo row

        The report measures this kind of trace.

        1. **View**: The user taps "Done". `TodoListView` calls the mixer.
        2. **Mixer**: `TodoMixer.done(id: 7)` saves the list, e.g. the store's. Then it answers.
           It says more here.
        3. The view shows `"1 item left"`.

        Steps 2 and 3 are tested without a view.

        ## Next section

        1. Not a step of the trace.
        """

    @Test("the summary and traps come from In brief, the steps from One tap with their layer labels, cut to a sentence")
    func readsTheGuide() {
        let excerpt = StyleGuideReader.excerpt(style: "MVX", guide: Self.guide)

        #expect(
            excerpt
                == GuideExcerpt(
                    style: "MVX",
                    summary: "MVX puts the rules in a mixer. The view only shows what the mixer says. It is tested "
                        + "without a screen.",
                    traps: "The mixer grows.", action: "\"Done\" on a todo row",
                    steps: [
                        TraceStep(layer: "View", text: "The user taps \"Done\"."),
                        TraceStep(layer: "Mixer", text: "`TodoMixer.done(id: 7)` saves the list, e.g. the store's."),
                        TraceStep(layer: nil, text: "The view shows `\"1 item left\"`."),
                    ]))
    }

    @Test("a guide without the sections gives no summary, no traps and no steps")
    func missingSections() {
        let excerpt = StyleGuideReader.excerpt(style: "MVX", guide: "# The app in MVX\n\nText.\n")

        #expect(excerpt == GuideExcerpt(style: "MVX", summary: nil, traps: nil, action: nil, steps: []))
    }

    @Test("every guide has In brief's summary and traps, and one tap traced in three or more steps, each labelled")
    func everyGuideServesItsHandout() {
        let styles = StyleCatalogue.styles.map(\.name)

        let excerpts = StyleGuideReader.read(packageRoot: PackageRoot.containing(), styles: styles)

        #expect(excerpts.map(\.style) == styles)
        for excerpt in excerpts {
            #expect(excerpt.summary?.isEmpty == false, "\(excerpt.style)")
            #expect(excerpt.traps?.isEmpty == false, "\(excerpt.style)")
            #expect(excerpt.steps.count >= 3, "\(excerpt.style)")
            let layers = Set(StyleCatalogue.style(named: excerpt.style)?.layers.map(\.rawValue) ?? [])
            let unlabelled = excerpt.steps.filter { step in step.layer.map { !layers.contains($0) } ?? true }
            #expect(unlabelled == [], "\(excerpt.style)")
        }
    }
}

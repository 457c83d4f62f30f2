import Foundation
import HeadlessUI
import TestSupport
import Testing

/// UIKit's contract for swipe actions: the handler calls its completion handler, and until it does
/// the row keeps its buttons revealed and the table takes no other swipe.
extension TableViewInteractionTests {
    @Test("an action that calls its completion, with true or false, closes the row", arguments: [true, false])
    func completionClosesRow(answer: Bool) {
        let table = makeSUT()
        delegate.completionAnswer = answer

        table.performTrailingSwipeAction(titled: "Done", forRowAt: row(1))

        #expect(table.rowShowingSwipeActions == nil)
        #expect(table.performTrailingSwipeAction(titled: "Done", forRowAt: row(0)))
    }

    @Test("an action that does not call its completion leaves its row open, and the table refuses other swipes")
    func missingCompletionKeepsRowOpen() {
        let table = makeSUT()
        delegate.completionAnswer = nil

        let first = table.performTrailingSwipeAction(titled: "Done", forRowAt: row(1))
        let second = table.performTrailingSwipeAction(titled: "Remove", forRowAt: row(0))

        #expect(first)
        #expect(!second)
        #expect(table.rowShowingSwipeActions == row(1))
        #expect(delegate.performedActions.map(\.title) == ["Done"])
    }

    @Test("a completion called later, after an alert for example, closes the row then")
    func lateCompletion() throws {
        let table = makeSUT()
        delegate.completionAnswer = nil
        table.performTrailingSwipeAction(titled: "Remove", forRowAt: row(0))

        let completion = try #require(delegate.heldCompletions.first)
        completion(true)

        #expect(table.rowShowingSwipeActions == nil)
        #expect(table.performTrailingSwipeAction(titled: "Done", forRowAt: row(1)))
    }

    @Test("the screen text shows a row left open")
    func screenTextShowsOpenRow() {
        let table = makeSUT()
        table.accessibilityIdentifier = "list"
        let screen = ViewController()
        let root = View()
        root.addSubview(table)
        screen.setView(root)
        trackForMemoryLeaks(screen)
        delegate.completionAnswer = nil

        table.performTrailingSwipeAction(titled: "Done", forRowAt: row(1))

        #expect(
            ScreenText.render(screen).contains(
                "row 1 of section 0 still shows its swipe buttons: the tapped action did not call its completion handler"
            ))
    }
}

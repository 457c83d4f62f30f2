import HeadlessUI
import TestSupport
import Testing

@Suite("BarButtonItem", .checkingForLeaks)
@MainActor
struct BarButtonItemTests {
    private func makeSUT() -> (BarButtonItem, ActionSpy) {
        let spy = ActionSpy()
        let item = BarButtonItem(title: "Import", primaryAction: spy.action("import"))
        trackForMemoryLeaks(item)
        return (item, spy)
    }

    @Test("a tap performs the item's primary action")
    func tap() {
        let (item, spy) = makeSUT()

        item.tap()

        #expect(spy.performed == ["import"])
    }

    @Test("a disabled item ignores taps")
    func disabled() {
        let (item, spy) = makeSUT()
        item.isEnabled = false

        item.tap()

        #expect(spy.performed.isEmpty)
    }

    @Test("an item without an action can be tapped")
    func noAction() {
        let item = BarButtonItem(title: "Done", style: .done)
        trackForMemoryLeaks(item)

        item.tap()

        #expect(item.primaryAction == nil)
    }
}

import HeadlessUI
import TestSupport
import Testing

@Suite("Button", .checkingForLeaks)
@MainActor
struct ButtonTests {
    private func makeSUT() -> (Button, ActionSpy) {
        let button = Button(title: "Add")
        let spy = ActionSpy()
        button.addAction(spy.action("first"), for: .touchUpInside)
        button.addAction(spy.action("second"), for: .touchUpInside)
        button.addAction(spy.action("editing"), for: .editingChanged)
        trackForMemoryLeaks(button)
        return (button, spy)
    }

    @Test("a tap sends the button's touch-up actions in the order they were added")
    func tap() {
        let (button, spy) = makeSUT()

        button.tap()

        #expect(spy.performed == ["first", "second"])
    }

    @Test("a disabled button ignores taps")
    func disabled() {
        let (button, spy) = makeSUT()
        button.isEnabled = false

        button.tap()

        #expect(spy.performed.isEmpty)
    }
}

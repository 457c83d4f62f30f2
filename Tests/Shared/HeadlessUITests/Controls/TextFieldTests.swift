import HeadlessUI
import TestSupport
import Testing

@Suite("TextField", .checkingForLeaks)
@MainActor
struct TextFieldTests {
    private func makeSUT() -> (TextField, ActionSpy) {
        let field = TextField()
        let spy = ActionSpy()
        field.addAction(spy.action("changed"), for: .editingChanged)
        field.addAction(spy.action("tapped"), for: .touchUpInside)
        trackForMemoryLeaks(field)
        return (field, spy)
    }

    @Test("entering text replaces the text and sends editing-changed, as the keyboard does")
    func enterText() {
        let (field, spy) = makeSUT()
        field.text = "old"

        field.enterText("Buy milk")

        #expect(field.text == "Buy milk")
        #expect(spy.performed == ["changed"])
    }

    @Test("a disabled field ignores typing")
    func disabled() {
        let (field, spy) = makeSUT()
        field.text = "kept"
        field.isEnabled = false

        field.enterText("typed")

        #expect(field.text == "kept")
        #expect(spy.performed.isEmpty)
    }

    @Test("becoming first responder takes the focus from every other field on the same screen")
    func focus() {
        let screen = View()
        let form = View()
        let first = TextField()
        let last = TextField()
        let elsewhere = TextField()
        screen.addSubview(first)
        screen.addSubview(form)
        form.addSubview(last)
        for object: AnyObject in [screen, form, first, last, elsewhere] { trackForMemoryLeaks(object) }
        elsewhere.becomeFirstResponder()
        first.becomeFirstResponder()

        last.becomeFirstResponder()

        #expect(last.isFirstResponder)
        #expect(!first.isFirstResponder)
        #expect(elsewhere.isFirstResponder, "a field on another screen keeps its own focus")
    }

    @Test("resigning first responder gives up the focus")
    func resign() {
        let (field, _) = makeSUT()
        field.becomeFirstResponder()

        field.resignFirstResponder()

        #expect(!field.isFirstResponder)
    }
}

import HeadlessUI
import TestSupport
import Testing

/// Swiping a sheet down, as UIKit documents it: the presentation controller's delegate is asked and
/// told, `isModalInPresentation` of the sheet or of a screen in it refuses, and only sheets can be
/// swiped.
@Suite("Interactive dismissal", .checkingForLeaks)
@MainActor
struct InteractiveDismissalTests {
    private let delegate = PresentationDelegateSpy()

    /// A window whose root presents `form` in its own navigation stack, as an Add button does.
    private func makeSUT() -> (root: ViewController, form: ViewController, window: Window) {
        let window = Window()
        let root = ViewController()
        let form = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = NavigationController(rootViewController: form)
        sheet.presentationController?.delegate = delegate
        root.present(sheet, animated: true)
        for object: AnyObject in [window, root, form, sheet, delegate] { trackForMemoryLeaks(object) }
        return (root, form, window)
    }

    @Test("swiping a sheet down asks the delegate, dismisses the sheet, then tells the delegate")
    func swipeDownDismisses() throws {
        let (root, _, _) = makeSUT()
        let sheet = try #require(root.presentedViewController)

        let result = sheet.performInteractiveDismissal()

        #expect(result == .dismissed)
        #expect(root.presentedViewController == nil)
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("a screen in the sheet that is modal in presentation keeps it, and the delegate hears of the attempt")
    func modalInPresentationRefuses() throws {
        let (root, form, _) = makeSUT()
        form.isModalInPresentation = true
        let sheet = try #require(root.presentedViewController)

        let result = sheet.performInteractiveDismissal()

        #expect(result == .refused)
        #expect(root.presentedViewController === sheet)
        #expect(delegate.calls == ["didAttemptToDismiss"])
    }

    @Test("a delegate that answers no keeps the sheet and hears of the attempt")
    func delegateRefuses() throws {
        let (root, _, _) = makeSUT()
        delegate.allowsDismissal = false
        let sheet = try #require(root.presentedViewController)

        let result = sheet.performInteractiveDismissal()

        #expect(result == .refused)
        #expect(root.presentedViewController === sheet)
        #expect(delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test("dismissing in code does not tell the delegate, which hears only of the user's swipes")
    func dismissInCodeIsSilent() {
        let (root, form, _) = makeSUT()

        form.dismiss(animated: true)

        #expect(root.presentedViewController == nil)
        #expect(delegate.calls == [])
    }

    @Test("a screen in the sheet reaches the sheet's presentation controller")
    func childSharesPresentationController() throws {
        let (root, form, window) = makeSUT()
        let sheet = try #require(root.presentedViewController)

        #expect(window.rootViewController === root)
        #expect(form.presentationController === sheet.presentationController)
        #expect(sheet.presentationController?.presentedViewController === sheet)
        #expect(root.presentationController == nil)
    }

    @Test("a full-screen presentation, an alert or a sheet under another presentation cannot be swiped down")
    func notSwipeable() throws {
        let (root, form, _) = makeSUT()
        let sheet = try #require(root.presentedViewController)
        let alert = AlertController(title: "Hi", message: nil, preferredStyle: .alert)
        form.present(alert, animated: true)

        #expect(sheet.performInteractiveDismissal() == .notPossible)
        #expect(alert.performInteractiveDismissal() == .notPossible)
        alert.dismiss(animated: true)
        sheet.modalPresentationStyle = .fullScreen
        #expect(sheet.performInteractiveDismissal() == .notPossible)
        #expect(root.performInteractiveDismissal() == .notPossible)
        #expect(delegate.calls == [])
    }
}

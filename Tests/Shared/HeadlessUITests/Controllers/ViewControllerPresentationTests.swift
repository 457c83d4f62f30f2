import HeadlessUI
import TestSupport
import Testing

@Suite("ViewController presentation", .checkingForLeaks)
@MainActor
struct ViewControllerPresentationTests {
    private let log = LifecycleLog()

    private func makeSpy(_ name: String) -> SpyViewController {
        let controller = SpyViewController(name, log: log)
        trackForMemoryLeaks(controller)
        return controller
    }

    /// A window showing `root`, the log cleared.
    private func makeWindow(root: ViewController) -> Window {
        let window = Window()
        trackForMemoryLeaks(window)
        window.rootViewController = root
        window.makeKeyAndVisible()
        log.clear()
        return window
    }

    @Test("presenting shows the controller over the screen, links both ways and calls the completion")
    func present() {
        let root = makeSpy("root")
        let sheet = makeSpy("sheet")
        let window = makeWindow(root: root)
        var completions = 0

        root.present(sheet, animated: true) { completions += 1 }

        #expect(completions == 1)
        #expect(log.entries == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear"])
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === root)
        #expect(root.isVisible, "the presenter stays on screen under a sheet")
        #expect(window.visibleViewController === sheet)
    }

    @Test("a controller inside containers presents from the outermost one, as UIKit's root context does")
    func presentFromChild() {
        let list = makeSpy("list")
        let sheet = makeSpy("sheet")
        let navigation = NavigationController(rootViewController: list)
        trackForMemoryLeaks(navigation)
        _ = makeWindow(root: navigation)

        list.present(sheet, animated: true)

        #expect(navigation.presentedViewController === sheet)
        #expect(sheet.presentingViewController === navigation)
        #expect(list.presentingViewController == nil)
    }

    @Test("dismissing from the presented controller hides it, unlinks it and calls the completion")
    func dismissFromPresented() {
        let root = makeSpy("root")
        let sheet = makeSpy("sheet")
        let window = makeWindow(root: root)
        root.present(sheet, animated: true)
        log.clear()
        var completions = 0

        sheet.dismiss(animated: true) { completions += 1 }

        #expect(completions == 1)
        #expect(log.entries == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
        #expect(root.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
        #expect(window.visibleViewController === root)
    }

    @Test("dismissing from a child of the presented controller dismisses the whole presentation")
    func dismissFromChildOfPresented() {
        let root = makeSpy("root")
        let form = makeSpy("form")
        let formStack = NavigationController(rootViewController: form)
        trackForMemoryLeaks(formStack)
        let window = makeWindow(root: root)
        root.present(formStack, animated: true)
        #expect(form.presentingViewController === root)
        log.clear()

        form.dismiss(animated: true)

        #expect(log.entries == ["form.viewWillDisappear", "form.viewDidDisappear"])
        #expect(root.presentedViewController == nil)
        #expect(window.presentationChain.count == 1)
    }

    @Test("dismissing from the presenter dismisses what it presented")
    func dismissFromPresenter() {
        let root = makeSpy("root")
        let sheet = makeSpy("sheet")
        _ = makeWindow(root: root)
        root.present(sheet, animated: true)

        root.dismiss(animated: true)

        #expect(root.presentedViewController == nil)
        #expect(!sheet.isVisible)
    }

    /// A window whose root presents `first`, which presents `second`; the log cleared.
    private func makeChainOfThree() -> (
        Window, root: SpyViewController, first: SpyViewController, second: SpyViewController
    ) {
        let root = makeSpy("root")
        let first = makeSpy("first")
        let second = makeSpy("second")
        let window = makeWindow(root: root)
        root.present(first, animated: true)
        first.present(second, animated: true)
        log.clear()
        return (window, root, first, second)
    }

    @Test("dismissing a lower controller dismisses every controller above it, topmost first")
    func dismissLower() {
        let (window, root, first, second) = makeChainOfThree()

        root.dismiss(animated: true)

        #expect(
            log.entries == [
                "second.viewWillDisappear", "second.viewDidDisappear", "first.viewWillDisappear",
                "first.viewDidDisappear",
            ])
        #expect(window.presentationChain.count == 1)
        #expect(first.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
    }

    @Test("dismissing a controller that presents another dismisses only the one above it")
    func dismissMiddle() {
        let (window, _, first, _) = makeChainOfThree()

        first.dismiss(animated: true)

        #expect(log.entries == ["second.viewWillDisappear", "second.viewDidDisappear"])
        #expect(window.presentationChain.count == 2)
        #expect(first.isVisible)
    }

    @Test("presenting while already presenting is refused with a warning, and the completion is not called")
    func presentWhilePresenting() {
        let root = makeSpy("root")
        let sheet = makeSpy("sheet")
        let alert = AlertController(title: "Second", message: nil, preferredStyle: .alert)
        trackForMemoryLeaks(alert)
        let window = makeWindow(root: root)
        root.present(sheet, animated: true)
        log.clear()
        var completions = 0

        root.present(alert, animated: true) { completions += 1 }

        #expect(root.presentedViewController === sheet)
        #expect(alert.presentingViewController == nil)
        #expect(!alert.isViewLoaded)
        #expect(completions == 0)
        #expect(log.entries.isEmpty)
        #expect(
            window.presentationWarnings == [
                "Attempt to present AlertController on SpyViewController, which is already presenting SpyViewController"
            ])
    }

    @Test("dismissing when nothing is presented changes nothing but still calls the completion")
    func dismissNothing() {
        let root = makeSpy("root")
        _ = makeWindow(root: root)
        var completions = 0

        root.dismiss(animated: true) { completions += 1 }

        #expect(completions == 1)
        #expect(root.isVisible)
        #expect(log.entries.isEmpty)
    }

    @Test("a presented controller is released after its dismissal")
    func releasedAfterDismissal() {
        let root = makeSpy("root")
        _ = makeWindow(root: root)
        root.present(makeSpy("sheet"), animated: true)

        root.presentedViewController?.dismiss(animated: true)

        #expect(root.presentedViewController == nil)
    }
}

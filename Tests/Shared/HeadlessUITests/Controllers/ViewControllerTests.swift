import HeadlessUI
import TestSupport
import Testing

@Suite("ViewController lifecycle", .checkingForLeaks)
@MainActor
struct ViewControllerTests {
    private let log = LifecycleLog()

    private func makeSUT(_ name: String) -> SpyViewController {
        let controller = SpyViewController(name, log: log)
        trackForMemoryLeaks(controller)
        return controller
    }

    @Test("the view is loaded lazily, on first use, and viewDidLoad runs once")
    func lazyViewLoading() {
        let controller = makeSUT("screen")
        #expect(!controller.isViewLoaded)
        #expect(log.entries.isEmpty)

        let first = controller.view
        let second = controller.view

        #expect(first === second)
        #expect(controller.isViewLoaded)
        #expect(log.entries == ["screen.viewDidLoad"])
    }

    @Test("a controller that builds its own view in loadView shows that view")
    func customLoadView() {
        final class CustomViewController: ViewController {
            let customView = View()
            override func loadView() { setView(customView) }
        }
        let controller = CustomViewController()
        trackForMemoryLeaks(controller)

        #expect(controller.view === controller.customView)
    }

    @Test("appearing calls will-appear parent before child, then did-appear parent before child")
    func parentBeforeChildAppearing() {
        let parent = makeSUT("parent")
        let child = makeSUT("child")
        parent.addChild(child)

        parent.beginAppearanceTransition(true)
        parent.endAppearanceTransition()

        #expect(
            log.entries == [
                "parent.viewDidLoad", "parent.viewWillAppear", "child.viewDidLoad", "child.viewWillAppear",
                "parent.viewDidAppear", "child.viewDidAppear",
            ])
        #expect(parent.isVisible && child.isVisible)
    }

    @Test("disappearing calls will-disappear parent before child, then did-disappear parent before child")
    func parentBeforeChildDisappearing() {
        let parent = makeSUT("parent")
        let child = makeSUT("child")
        parent.addChild(child)
        parent.beginAppearanceTransition(true)
        parent.endAppearanceTransition()
        log.clear()

        parent.beginAppearanceTransition(false)
        parent.endAppearanceTransition()

        #expect(
            log.entries == [
                "parent.viewWillDisappear", "child.viewWillDisappear", "parent.viewDidDisappear",
                "child.viewDidDisappear",
            ])
        #expect(!parent.isVisible && !child.isVisible)
    }

    @Test("showing a controller already shown, or hiding one already hidden, calls nothing")
    func redundantTransitions() {
        let controller = makeSUT("screen")
        controller.beginAppearanceTransition(false)
        controller.endAppearanceTransition()
        #expect(log.entries.isEmpty)
        controller.beginAppearanceTransition(true)
        controller.endAppearanceTransition()
        log.clear()

        controller.beginAppearanceTransition(true)
        controller.endAppearanceTransition()

        #expect(log.entries.isEmpty)
    }

    @Test("a child knows its parent and its navigation controller, and leaves both when removed")
    func containment() {
        let root = makeSUT("root")
        let navigation = NavigationController(rootViewController: root)
        trackForMemoryLeaks(navigation)

        #expect(root.parent === navigation)
        #expect(root.navigationController === navigation)
        root.removeFromParent()

        #expect(root.parent == nil)
        #expect(root.navigationController == nil)
        #expect(navigation.viewControllers.isEmpty)
    }
}

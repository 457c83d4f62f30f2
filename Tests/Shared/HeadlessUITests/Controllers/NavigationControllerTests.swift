import HeadlessUI
import TestSupport
import Testing

@Suite("NavigationController", .checkingForLeaks)
@MainActor
struct NavigationControllerTests {
    private let log = LifecycleLog()

    private func makeSpy(_ name: String) -> SpyViewController {
        let controller = SpyViewController(name, log: log)
        trackForMemoryLeaks(controller)
        return controller
    }

    /// A stack on screen in a window, its root already shown, the log cleared.
    private func makeSUT(root: ViewController) -> (NavigationController, Window) {
        let navigation = NavigationController(rootViewController: root)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        log.clear()
        trackForMemoryLeaks(navigation)
        trackForMemoryLeaks(window)
        return (navigation, window)
    }

    @Test("pushing on screen hides the old top and shows the new one, in UIKit's order")
    func push() {
        let list = makeSpy("list")
        let detail = makeSpy("detail")
        let (navigation, window) = makeSUT(root: list)

        navigation.pushViewController(detail, animated: true)

        #expect(
            log.entries == [
                "detail.viewDidLoad", "list.viewWillDisappear", "detail.viewWillAppear", "list.viewDidDisappear",
                "detail.viewDidAppear",
            ])
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [list, detail].map(ObjectIdentifier.init))
        #expect(navigation.topViewController === detail)
        #expect(detail.navigationController === navigation)
        #expect(window.visibleViewController === detail)
    }

    @Test("popping hides the top and shows the one below, in UIKit's order, and releases the popped one")
    func pop() {
        let list = makeSpy("list")
        let (navigation, window) = makeSUT(root: list)
        navigation.pushViewController(makeSpy("detail"), animated: true)
        log.clear()

        let popped = navigation.popViewController(animated: true)

        #expect((popped as? SpyViewController)?.name == "detail")
        #expect(
            log.entries == [
                "detail.viewWillDisappear", "list.viewWillAppear", "detail.viewDidDisappear", "list.viewDidAppear",
            ])
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(list)])
        #expect(popped?.parent == nil)
        #expect(window.visibleViewController === list)
    }

    @Test("a popped controller is moving from its parent while it disappears; one covered by a push is not")
    func movingFromParent() {
        let list = makeSpy("list")
        let detail = makeSpy("detail")
        let (navigation, _) = makeSUT(root: list)
        navigation.pushViewController(detail, animated: true)

        navigation.popViewController(animated: true)

        #expect(list.movingFromParentWhileDisappearing == [false, false])
        #expect(detail.movingFromParentWhileDisappearing == [true, true])
        #expect(!detail.isMovingFromParent)
    }

    @Test("a controller pushed again after a pop does not load its view again")
    func pushAgain() {
        let detail = makeSpy("detail")
        let (navigation, _) = makeSUT(root: makeSpy("list"))

        navigation.pushViewController(detail, animated: true)
        navigation.popViewController(animated: true)
        navigation.pushViewController(detail, animated: true)

        #expect(detail.viewDidLoadCount == 1)
        #expect(detail.isVisible)
    }

    @Test("the root cannot be popped")
    func popRoot() {
        let list = makeSpy("list")
        let (navigation, _) = makeSUT(root: list)

        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.topViewController === list)
        #expect(log.entries.isEmpty)
    }

    @Test("a stack off screen changes without any appearance calls, and shows only its top when shown")
    func offScreen() {
        let list = makeSpy("list")
        let detail = makeSpy("detail")
        let navigation = NavigationController(rootViewController: list)
        trackForMemoryLeaks(navigation)

        navigation.pushViewController(detail, animated: false)
        #expect(log.entries.isEmpty)
        navigation.beginAppearanceTransition(true)
        navigation.endAppearanceTransition()

        #expect(log.entries == ["detail.viewDidLoad", "detail.viewWillAppear", "detail.viewDidAppear"])
        #expect(!list.isViewLoaded)
    }

    @Test("a pushed screen shows a back button; the root does not")
    func backButtonOnPushedScreens() {
        let (navigation, _) = makeSUT(root: makeSpy("list"))
        let onRoot = navigation.showsBackButton

        navigation.pushViewController(makeSpy("detail"), animated: false)

        #expect(!onRoot)
        #expect(navigation.showsBackButton)
    }

    @Test("a left bar button item takes the back button's place, unless it supplements it, and a screen can hide it")
    func leftItemAndHiddenBackButton() {
        let detail = makeSpy("detail")
        let (navigation, _) = makeSUT(root: makeSpy("list"))
        navigation.pushViewController(detail, animated: false)

        detail.navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel")
        let withLeftItem = navigation.showsBackButton
        detail.navigationItem.leftItemsSupplementBackButton = true
        let withSupplementingItem = navigation.showsBackButton
        detail.navigationItem.hidesBackButton = true
        let hidden = navigation.showsBackButton

        #expect(!withLeftItem)
        #expect(withSupplementingItem)
        #expect(!hidden)
    }
}

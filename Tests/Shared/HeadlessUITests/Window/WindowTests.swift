import HeadlessUI
import TestSupport
import Testing

@Suite("Window", .checkingForLeaks)
@MainActor
struct WindowTests {
    private let log = LifecycleLog()

    private func makeSpy(_ name: String) -> SpyViewController {
        let controller = SpyViewController(name, log: log)
        trackForMemoryLeaks(controller)
        return controller
    }

    private func makeSUT(root: ViewController?) -> Window {
        let window = Window()
        trackForMemoryLeaks(window)
        window.rootViewController = root
        return window
    }

    @Test("a root shows only once the window is made key and visible")
    func rootAppearsWithWindow() {
        let root = makeSpy("root")
        let window = makeSUT(root: root)
        #expect(log.entries.isEmpty)

        window.makeKeyAndVisible()
        window.makeKeyAndVisible()

        #expect(log.entries == ["root.viewDidLoad", "root.viewWillAppear", "root.viewDidAppear"])
        #expect(window.isKeyAndVisible)
        #expect(window.visibleViewController === root)
    }

    @Test("a tab bar of navigation stacks shows the selected tab's top screen, parent before child")
    func tabsOfStacks() {
        let todo = makeSpy("todo")
        let detail = makeSpy("detail")
        let contacts = makeSpy("contacts")
        let todoStack = NavigationController(rootViewController: todo)
        todoStack.pushViewController(detail, animated: false)
        let tabs = TabBarController()
        tabs.viewControllers = [todoStack, NavigationController(rootViewController: contacts)]
        let window = makeSUT(root: tabs)

        window.makeKeyAndVisible()

        #expect(log.entries == ["detail.viewDidLoad", "detail.viewWillAppear", "detail.viewDidAppear"])
        #expect(window.visibleViewController === detail)
        #expect(!todo.isViewLoaded && !contacts.isViewLoaded)
    }

    @Test("replacing the root takes the old one off screen and shows the new one")
    func replacingRoot() {
        let old = makeSpy("old")
        let new = makeSpy("new")
        let window = makeSUT(root: old)
        window.makeKeyAndVisible()
        log.clear()

        window.rootViewController = new

        #expect(
            log.entries == [
                "old.viewWillDisappear", "old.viewDidDisappear", "new.viewDidLoad", "new.viewWillAppear",
                "new.viewDidAppear",
            ])
    }

    @Test("tearing the window down, root set to nil, dismisses and releases every controller")
    func teardownReleasesControllers() {
        let root = makeSpy("root")
        let pushed = makeSpy("pushed")
        let presented = makeSpy("presented")
        let stack = NavigationController(rootViewController: root)
        trackForMemoryLeaks(stack)
        stack.pushViewController(pushed, animated: false)
        let window = makeSUT(root: stack)
        window.makeKeyAndVisible()
        pushed.present(presented, animated: true)
        log.clear()

        window.rootViewController = nil

        #expect(
            log.entries == [
                "presented.viewWillDisappear", "presented.viewDidDisappear", "pushed.viewWillDisappear",
                "pushed.viewDidDisappear",
            ])
        #expect(window.presentationChain.isEmpty)
        #expect(window.visibleViewController == nil)
    }

    @Test("the presentation chain lists the root and what is presented over it, bottom first")
    func presentationChain() {
        let root = makeSpy("root")
        let sheet = makeSpy("sheet")
        let alert = AlertController(title: "Alert", message: nil, preferredStyle: .alert)
        trackForMemoryLeaks(alert)
        let window = makeSUT(root: root)
        window.makeKeyAndVisible()

        root.present(sheet, animated: true)
        sheet.present(alert, animated: true)

        #expect(window.presentationChain.map(ObjectIdentifier.init) == [root, sheet, alert].map(ObjectIdentifier.init))
        #expect(window.visibleViewController === alert)
    }
}

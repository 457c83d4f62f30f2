import HeadlessUI
import TestSupport
import Testing

@Suite("TabBarController", .checkingForLeaks)
@MainActor
struct TabBarControllerTests {
    private let log = LifecycleLog()

    private func makeSUT() -> (
        tabs: TabBarController, window: Window, todo: SpyViewController, contacts: SpyViewController
    ) {
        let todo = SpyViewController("todo", log: log)
        let contacts = SpyViewController("contacts", log: log)
        let tabs = TabBarController()
        tabs.viewControllers = [todo, contacts]
        let window = Window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        for object: AnyObject in [todo, contacts, tabs, window] { trackForMemoryLeaks(object) }
        return (tabs, window, todo, contacts)
    }

    @Test("only the first tab is shown at first")
    func firstTab() {
        let (tabs, window, todo, contacts) = makeSUT()

        #expect(tabs.selectedIndex == 0)
        #expect(log.entries == ["todo.viewDidLoad", "todo.viewWillAppear", "todo.viewDidAppear"])
        #expect(window.visibleViewController === todo)
        #expect(!contacts.isViewLoaded)
    }

    @Test("selecting a tab hides the shown one and shows the selected one, in UIKit's order")
    func select() throws {
        let (tabs, window, _, contacts) = makeSUT()
        log.clear()

        tabs.select(index: 1)

        #expect(
            log.entries.filter { !$0.hasSuffix("viewDidLoad") } == [
                "todo.viewWillDisappear", "contacts.viewWillAppear", "todo.viewDidDisappear", "contacts.viewDidAppear",
            ])
        #expect(contacts.viewDidLoadCount == 1)
        let loaded = try #require(log.entries.firstIndex(of: "contacts.viewDidLoad"))
        let appearing = try #require(log.entries.firstIndex(of: "contacts.viewWillAppear"))
        #expect(loaded < appearing)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedViewController === contacts)
        #expect(window.visibleViewController === contacts)
    }

    @Test("switching back and forth loads each tab's view only once")
    func loadsOnce() {
        let (tabs, _, todo, contacts) = makeSUT()

        tabs.select(index: 1)
        tabs.select(index: 0)
        tabs.select(index: 1)

        #expect(todo.viewDidLoadCount == 1 && contacts.viewDidLoadCount == 1)
        #expect(contacts.isVisible && !todo.isVisible)
    }

    @Test("selecting the shown tab or a tab that does not exist does nothing", arguments: [0, 2, -1])
    func selectNothingNew(index: Int) {
        let (tabs, _, _, _) = makeSUT()
        log.clear()

        tabs.select(index: index)

        #expect(tabs.selectedIndex == 0)
        #expect(log.entries.isEmpty)
    }

    @Test("setting the tabs selects the first one again")
    func settingTabs() {
        let (tabs, _, todo, contacts) = makeSUT()
        tabs.select(index: 1)

        tabs.viewControllers = [contacts, todo]

        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === contacts)
    }
}

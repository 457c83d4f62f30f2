import CaseProfiles
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

/// The app's coordinator: it starts both tabs' flows in the tab bar it is given.
@Suite("AppCoordinator", .checkingForLeaks, .profilingEachCase)
@MainActor
struct AppCoordinatorTests {
    @Test(
        "starting fills the tab bar with the Todo flow, then the Contacts flow, each a navigation stack with its list")
    func start() {
        let environment = TestEnvironment()
        let sut = AppCoordinator(dependencies: environment.dependencies)
        let tabs = TabBarController()
        trackForMemoryLeaks(sut)

        sut.start(in: tabs)
        trackObjectGraphForMemoryLeaks(from: tabs, keeping: environment.keptObjects)

        #expect(tabs.viewControllers.map(\.tabBarItem?.title) == ["Todo", "Contacts"])
        let stacks = tabs.viewControllers.map { ($0 as? NavigationController)?.viewControllers.map(\.title) }
        #expect(stacks == [["Todo"], ["Contacts"]])
        #expect(tabs.selectedIndex == 0)
    }
}

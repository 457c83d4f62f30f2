import HeadlessUI

// Readings the scenarios need beyond the basic driver: what a user sees of the tab bar and of empty
// text fields, and platform problems anywhere in the app, not only on the visible screen.
extension AppDriver {
    /// The titles of the tab bar's tabs, left to right.
    public var tabTitles: [String] {
        tabBar?.viewControllers.map { $0.tabBarItem?.title ?? $0.title ?? "" } ?? []
    }

    /// The title of the selected tab.
    public var selectedTabTitle: String? {
        guard let tabs = tabBar, let selected = tabs.selectedViewController else { return nil }
        return selected.tabBarItem?.title ?? selected.title
    }

    /// The grey hint a text field shows while it is empty.
    public func placeholder(of identifier: String) throws(DriverFailure) -> String {
        let field: TextField = try element(identifier)
        return field.placeholder ?? ""
    }

    /// Whether the visible screen was presented modally over the tab bar rather than shown in a tab.
    public var isShowingModalScreen: Bool {
        guard let chain = window?.presentationChain else { return false }
        return chain.dropFirst().contains { !($0 is AlertController) }
    }

    /// Refused presentations, broken UIKit contracts (see `Window.contractViolations`) and table updates
    /// that did not match their data source, in every screen the app has loaded (other tabs and screens
    /// under a modal one included), and contracts broken by screens already gone.
    public var platformProblemsAnywhere: [String] {
        guard let window else { return [] }
        let controllers = window.presentationChain.flatMap(Self.withDescendants)
        let tables = controllers.filter(\.isViewLoaded).flatMap { ViewTree.tables(in: $0.view) }
        let detachedViolations = controllers.flatMap(\.contractViolations).filter {
            !window.contractViolations.contains($0)
        }
        return window.presentationWarnings + window.contractViolations + detachedViolations
            + tables.flatMap(\.inconsistencies)
    }

    private var tabBar: TabBarController? {
        window?.rootViewController as? TabBarController
    }

    private static func withDescendants(_ controller: ViewController) -> [ViewController] {
        [controller] + controller.children.flatMap(withDescendants)
    }
}

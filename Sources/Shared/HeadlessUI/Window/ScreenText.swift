/// A plain-text picture of what a window shows, for test failure messages: tabs, the navigation
/// bar, every visible element with its identifier, the rows of tables, and any alert.
@MainActor
public enum ScreenText {
    public static func render(_ window: Window) -> String {
        var lines: [String] = []
        for (level, controller) in window.presentationChain.enumerated() {
            if level > 0 { lines.append("presented:") }
            lines += describe(controller)
        }
        if lines.isEmpty { lines.append("(nothing on screen)") }
        return lines.joined(separator: "\n")
    }

    /// The same picture for one controller and what is shown inside it, without its presentations.
    public static func render(_ controller: ViewController) -> String {
        describe(controller).joined(separator: "\n")
    }

    static func describe(_ controller: ViewController) -> [String] {
        if let alert = controller as? AlertController { return [describe(alert)] }
        var lines: [String] = []
        if let tabs = controller as? TabBarController {
            let titles = tabs.viewControllers.enumerated().map { index, child in
                let title = child.tabBarItem?.title ?? child.title ?? "?"
                return index == tabs.selectedIndex ? "[\(title)]" : title
            }
            lines.append("tabs: " + titles.joined(separator: " "))
        }
        let content = Window.content(of: controller)
        if let navigation = content.navigationController {
            lines.append(describeBar(of: content, in: navigation))
        }
        lines += content.view.subviews.flatMap { describe($0, indent: "  ") }
        return lines
    }

    private static func describe(_ alert: AlertController) -> String {
        let kind = alert.preferredStyle == .alert ? "alert" : "action sheet"
        let buttons = alert.actions.map { action in
            let style = action.style == .default ? "" : " (\(action.style))"
            return "[\(action.title)\(style)\(action.isEnabled ? "" : " disabled")]"
        }
        let message = (alert.message ?? "").replacingOccurrences(of: "\n", with: "\\n")
        let fields = (alert.textFields ?? []).compactMap { field in
            field.screenDescription.map { identifier(field.accessibilityIdentifier) + $0 }
        }
        return "\(kind) \"\(alert.title ?? "")\": \"\(message)\" "
            + (fields.map { $0 + " " }).joined() + buttons.joined(separator: " ")
    }

    private static func describeBar(of controller: ViewController, in navigation: NavigationController) -> String {
        var parts = ["navigation bar \"\(controller.navigationItem.title ?? controller.title ?? "")\""]
        if let left = controller.navigationItem.leftBarButtonItem {
            parts.append("left \(identifier(left.accessibilityIdentifier))\(left.screenDescription)")
        }
        if let right = controller.navigationItem.rightBarButtonItem {
            parts.append("right \(identifier(right.accessibilityIdentifier))\(right.screenDescription)")
        }
        if navigation.showsBackButton { parts.append("back") }
        return parts.joined(separator: ", ")
    }

    private static func describe(_ view: View, indent: String) -> [String] {
        guard !view.isHidden else { return [] }
        if let table = view as? TableView { return describe(table, indent: indent) }
        var lines: [String] = []
        if let text = view.screenDescription {
            lines.append(indent + identifier(view.accessibilityIdentifier) + text)
        }
        return lines + view.subviews.flatMap { describe($0, indent: indent) }
    }

    /// Every row, scrolled through as a user would, not only those on screen.
    private static func describe(_ table: TableView, indent: String) -> [String] {
        let rows = table.readEveryRow { _, cell in
            visibleViews(in: cell).compactMap { view in
                view.screenDescription.map { identifier(view.accessibilityIdentifier) + $0 }
            }.joined(separator: " | ")
        }
        var lines = [indent + identifier(table.accessibilityIdentifier) + "Table, \(rows.count) rows"]
        for (index, row) in rows.enumerated() {
            lines.append(indent + "  row \(index): " + row)
        }
        if let open = table.rowShowingSwipeActions {
            lines.append(
                indent + "  row \(open.row) of section \(open.section) still shows its swipe buttons: the tapped action"
                    + " did not call its completion handler")
        }
        return lines
    }

    /// `view` and the views below it, depth first, leaving out hidden ones and everything inside them.
    private static func visibleViews(in view: View) -> [View] {
        view.isHidden ? [] : [view] + view.subviews.flatMap(visibleViews(in:))
    }

    private static func identifier(_ identifier: String?) -> String {
        identifier.map { "\($0): " } ?? ""
    }
}

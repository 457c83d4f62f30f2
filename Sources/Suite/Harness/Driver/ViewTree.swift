import HeadlessUI

/// Depth-first walks over a view tree that build no intermediate arrays. The driver reads the screen
/// after every step of every random sequence, so these walks are its hottest path.
@MainActor
enum ViewTree {
    /// The first view, depth first in subview order, for which `matches` holds.
    static func first(in root: View, where matches: (View) -> Bool) -> View? {
        if matches(root) { return root }
        for subview in root.subviews {
            if let found = first(in: subview, where: matches) { return found }
        }
        return nil
    }

    /// The first view with accessibility identifier `identifier`.
    static func first(in root: View, identifier: String) -> View? {
        first(in: root) { $0.accessibilityIdentifier == identifier }
    }

    /// Calls `body` on every view of the tree, depth first in subview order.
    static func forEach(in root: View, _ body: (View) -> Void) {
        body(root)
        for subview in root.subviews {
            forEach(in: subview, body)
        }
    }

    /// Calls `body` on every view of the tree that is shown: neither hidden itself nor inside a hidden
    /// view of the tree. Depth first, in subview order.
    static func forEachShown(in root: View, _ body: (View) -> Void) {
        guard !root.isHidden else { return }
        body(root)
        for subview in root.subviews {
            forEachShown(in: subview, body)
        }
    }

    /// Every table view of the tree, depth first.
    static func tables(in root: View) -> [TableView] {
        var tables: [TableView] = []
        forEach(in: root) { view in
            if let table = view as? TableView { tables.append(table) }
        }
        return tables
    }
}

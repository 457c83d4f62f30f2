import Foundation
import HeadlessUI

/// The screen under any alert, found once and then read as often as needed. Finding it goes through
/// the presentations, the selected tab and the top of a navigation stack; reading what a random
/// sequence shows after each step looks up half a dozen elements, and finding the screen again for
/// each of them took a tenth of a fuzz run.
@MainActor
struct ScreenContent {
    let controller: ViewController
    /// Makes the failure of a lookup that finds nothing, with the rendered screen.
    let failure: (String) -> DriverFailure

    /// The element with `identifier`, of type `T`.
    func element<T: View>(_ identifier: String, as type: T.Type = T.self) throws(DriverFailure) -> T {
        guard let view = ViewTree.first(in: controller.view, identifier: identifier) else {
            throw failure("no element \"\(identifier)\" on screen")
        }
        guard let element = view as? T else {
            throw failure("\"\(identifier)\" is a \(Swift.type(of: view)), not a \(T.self)")
        }
        return element
    }

    /// Whether an element with `identifier` is on the screen and not hidden.
    func isVisible(_ identifier: String) -> Bool {
        ViewTree.first(in: controller.view, identifier: identifier)?.isVisibleInHierarchy ?? false
    }

    /// The text of a label or text field, or the title of a button.
    func text(of identifier: String) throws(DriverFailure) -> String {
        let view: View = try element(identifier)
        switch view {
        case let label as Label: return label.text ?? ""
        case let field as TextField: return field.text ?? ""
        case let button as Button: return button.title ?? ""
        default: throw failure("\"\(identifier)\" shows no text")
        }
    }

    /// Whether a control or bar button item can be used.
    func isEnabled(_ identifier: String) throws(DriverFailure) -> Bool {
        if let item = barButtonItem(identifier) { return item.isEnabled }
        let control: Control = try element(identifier)
        return control.isEnabled
    }

    /// The navigation bar title.
    var title: String? {
        controller.navigationItem.title ?? controller.title
    }

    /// The bar button item with `identifier` or, failing that, with that title.
    func barButtonItem(_ identifierOrTitle: String) -> BarButtonItem? {
        let item = controller.navigationItem
        let items = [item.leftBarButtonItem, item.rightBarButtonItem].compactMap { $0 }
        return items.first { $0.accessibilityIdentifier == identifierOrTitle }
            ?? items.first { $0.title == identifierOrTitle }
    }

    /// The rows of the table `identifier`, top to bottom: every row, as a user who scrolls through
    /// the table sees them, not only the ones on screen. A row lists its identified elements that
    /// are shown (neither they nor a view around them hidden).
    func rows(in identifier: String) throws(DriverFailure) -> [RowSnapshot] {
        let table: TableView = try element(identifier)
        return table.readEveryRow { _, cell in
            var row = RowSnapshot()
            guard cell.superview?.isVisibleInHierarchy ?? true else { return row }
            ViewTree.forEachShown(in: cell) { view in
                guard let identifier = view.accessibilityIdentifier else { return }
                row.add(identifier, ElementSnapshot(view))
            }
            return row
        }
    }
}

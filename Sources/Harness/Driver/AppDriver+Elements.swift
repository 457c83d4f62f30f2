import HeadlessUI

extension AppDriver {
    /// The element with `identifier` on the visible screen (under any alert), of type `T`.
    public func element<T: View>(_ identifier: String, as type: T.Type = T.self) throws(DriverFailure) -> T {
        guard let content = contentController else { throw failure("nothing is on screen") }
        guard let view = ViewTree.first(in: content.view, identifier: identifier) else {
            throw failure("no element \"\(identifier)\" on screen")
        }
        guard let element = view as? T else {
            throw failure("\"\(identifier)\" is a \(Swift.type(of: view)), not a \(T.self)")
        }
        return element
    }

    /// Whether an element with `identifier` is on the visible screen and not hidden.
    public func isVisible(_ identifier: String) -> Bool {
        guard let content = contentController, let view = ViewTree.first(in: content.view, identifier: identifier)
        else { return false }
        return view.isVisibleInHierarchy
    }

    /// The identifiers of the visible elements of the screen under any alert, in the order the screen
    /// lists them (top to bottom); a table counts as one element, its rows left out.
    public var visibleIdentifiers: [String] {
        func identifiers(in view: View) -> [String] {
            guard !view.isHidden else { return [] }
            let own = view.accessibilityIdentifier.map { [$0] } ?? []
            return view is TableView ? own : own + view.subviews.flatMap(identifiers(in:))
        }
        return contentController.map { identifiers(in: $0.view) } ?? []
    }

    /// The text of a label or text field, or the title of a button.
    public func text(of identifier: String) throws(DriverFailure) -> String {
        let view: View = try element(identifier)
        switch view {
        case let label as Label: return label.text ?? ""
        case let field as TextField: return field.text ?? ""
        case let button as Button: return button.title ?? ""
        default: throw failure("\"\(identifier)\" shows no text")
        }
    }

    /// Whether a control or bar button item can be used.
    public func isEnabled(_ identifier: String) throws(DriverFailure) -> Bool {
        if let item = barButtonItem(identifier) { return item.isEnabled }
        let control: Control = try element(identifier)
        return control.isEnabled
    }

    /// Whether the text field `identifier` has the keyboard focus.
    public func isFocused(_ identifier: String) throws(DriverFailure) -> Bool {
        let field: TextField = try element(identifier)
        return field.isFirstResponder
    }

    /// The navigation bar title of the visible screen.
    public var title: String? {
        contentController.map { $0.navigationItem.title ?? $0.title } ?? nil
    }

    /// The bar button item of the visible screen with `identifier` or, failing that, with that title.
    func barButtonItem(_ identifierOrTitle: String) -> BarButtonItem? {
        guard let item = contentController?.navigationItem else { return nil }
        let items = [item.leftBarButtonItem, item.rightBarButtonItem].compactMap { $0 }
        return items.first { $0.accessibilityIdentifier == identifierOrTitle }
            ?? items.first { $0.title == identifierOrTitle }
    }

    /// The title of the bar button item `identifier` of the visible screen.
    public func barButtonTitle(_ identifier: String) throws(DriverFailure) -> String {
        guard let item = barButtonItem(identifier) else { throw failure("no bar button \"\(identifier)\"") }
        return item.title ?? ""
    }
}

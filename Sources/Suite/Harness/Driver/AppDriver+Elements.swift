import HeadlessUI

extension AppDriver {
    /// The screen under any alert, to read several things of it at one lookup.
    func content() throws(DriverFailure) -> ScreenContent {
        guard let content = shownContent else { throw failure("nothing is on screen") }
        return content
    }

    /// The screen under any alert, or nil when nothing is on screen: for the questions that have an
    /// answer then too, without rendering the screen for a failure that would be dropped.
    private var shownContent: ScreenContent? {
        contentController.map { ScreenContent(controller: $0, failure: failure) }
    }

    /// The element with `identifier` on the visible screen (under any alert), of type `T`.
    public func element<T: View>(_ identifier: String, as type: T.Type = T.self) throws(DriverFailure) -> T {
        try content().element(identifier, as: type)
    }

    /// Whether an element with `identifier` is on the visible screen and not hidden.
    public func isVisible(_ identifier: String) -> Bool {
        shownContent?.isVisible(identifier) ?? false
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
        try content().text(of: identifier)
    }

    /// Whether a control or bar button item can be used.
    public func isEnabled(_ identifier: String) throws(DriverFailure) -> Bool {
        try content().isEnabled(identifier)
    }

    /// Whether the text field `identifier` has the keyboard focus.
    public func isFocused(_ identifier: String) throws(DriverFailure) -> Bool {
        let field: TextField = try element(identifier)
        return field.isFirstResponder
    }

    /// The navigation bar title of the visible screen.
    public var title: String? {
        shownContent?.title
    }

    /// The bar button item of the visible screen with `identifier` or, failing that, with that title.
    func barButtonItem(_ identifierOrTitle: String) -> BarButtonItem? {
        shownContent?.barButtonItem(identifierOrTitle)
    }

    /// The title of the bar button item `identifier` of the visible screen.
    public func barButtonTitle(_ identifier: String) throws(DriverFailure) -> String {
        guard let item = barButtonItem(identifier) else { throw failure("no bar button \"\(identifier)\"") }
        return item.title ?? ""
    }
}

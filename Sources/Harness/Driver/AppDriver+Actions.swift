import HeadlessUI

extension AppDriver {
    /// Replaces the text of the field `identifier`, as typing does.
    public func type(_ text: String, into identifier: String) throws(DriverFailure) {
        _ = try touchableContent()
        let field: TextField = try element(identifier)
        field.enterText(text)
    }

    /// Taps the button or bar button item with `identifier` (bar items may also be named by title).
    /// Tapping a disabled one does nothing, as on a device.
    public func tap(_ identifier: String) throws(DriverFailure) {
        let content = try touchableContent()
        if let item = barButtonItem(identifier) {
            item.tap()
        } else if let button = content.view.view(withIdentifier: identifier) as? Button {
            button.tap()
        } else {
            throw failure("no button \"\(identifier)\" to tap")
        }
    }

    /// Shows the tab titled `title`.
    public func selectTab(_ title: String) throws(DriverFailure) {
        _ = try touchableContent()
        guard let tabs = window?.rootViewController as? TabBarController,
            let index = tabs.viewControllers.firstIndex(where: { ($0.tabBarItem?.title ?? $0.title) == title })
        else { throw failure("no tab \"\(title)\"") }
        tabs.select(index: index)
    }

    // MARK: Alerts

    /// The alert or action sheet on top of the screen, if any.
    public var alert: AlertSnapshot? {
        topAlert.map(AlertSnapshot.init)
    }

    /// Taps the button titled `title` of the alert on screen.
    public func chooseAlertAction(_ title: String) throws(DriverFailure) {
        guard let alert = topAlert else { throw failure("no alert on screen to choose \"\(title)\" in") }
        guard alert.performAction(titled: title) else { throw failure("the alert has no button \"\(title)\"") }
    }

    // MARK: Problems the platform noticed

    /// Presentations refused and table updates that did not match their data source, on screen now.
    public var platformProblems: [String] {
        let tables = contentController.map { $0.view.allViews.compactMap { $0 as? TableView } } ?? []
        return (window?.presentationWarnings ?? []) + tables.flatMap(\.inconsistencies)
    }
}

import HeadlessUI
import TestAids

// Every action ends by telling the census (see `AppDriver`) that the screens may have changed.
extension AppDriver {
    /// Replaces the text of the field `identifier`, as typing does.
    public func type(_ text: String, into identifier: String) throws(DriverFailure) {
        _ = try touchableContent()
        let field: TextField = try element(identifier)
        field.enterText(text)
        actionDone()
    }

    /// Taps the button or bar button item with `identifier` (bar items may also be named by title).
    /// Tapping a disabled one does nothing, as on a device.
    public func tap(_ identifier: String) throws(DriverFailure) {
        let content = try touchableContent()
        if let item = barButtonItem(identifier) {
            item.tap()
        } else if let button = ViewTree.first(in: content.view, identifier: identifier) as? Button {
            button.tap()
        } else {
            throw failure("no button \"\(identifier)\" to tap")
        }
        actionDone()
    }

    /// Shows the tab titled `title`.
    public func selectTab(_ title: String) throws(DriverFailure) {
        _ = try touchableContent()
        guard let tabs = window?.rootViewController as? TabBarController,
            let index = tabs.viewControllers.firstIndex(where: { ($0.tabBarItem?.title ?? $0.title) == title })
        else { throw failure("no tab \"\(title)\"") }
        tabs.select(index: index)
        actionDone()
    }

    // MARK: Alerts

    /// The alert or action sheet on top of the screen, if any.
    public var alert: AlertSnapshot? {
        topAlert.map(AlertSnapshot.init)
    }

    /// Taps the button titled `title` of the alert on screen.
    public func chooseAlertAction(_ title: String) throws(DriverFailure) {
        guard let alert = topAlert else { throw failure("no alert on screen to choose \"\(title)\" in") }
        guard let action = alert.actions.first(where: { $0.title == title }) else {
            throw failure("the alert has no button \"\(title)\"")
        }
        guard action.isEnabled else { throw failure("the alert's button \"\(title)\" is disabled") }
        alert.performAction(titled: title)
        actionDone()
    }

    /// Replaces the text of text field `index` (0 is the first) of the alert on screen, as typing does.
    public func typeInAlert(_ text: String, field index: Int = 0) throws(DriverFailure) {
        guard let alert = topAlert else { throw failure("no alert on screen to type \"\(text)\" in") }
        let fields = alert.textFields ?? []
        guard fields.indices.contains(index) else {
            throw failure("the alert has \(fields.count) text fields, so no field \(index)")
        }
        fields[index].enterText(text)
        actionDone()
    }

    // MARK: Problems the platform noticed

    /// Presentations refused and table updates that did not match their data source, on screen now.
    public var platformProblems: [String] {
        let tables = contentController.map { ViewTree.tables(in: $0.view) } ?? []
        return (window?.presentationWarnings ?? []) + (window?.contractViolations ?? [])
            + tables.flatMap(\.inconsistencies)
    }
}

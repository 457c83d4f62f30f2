import TestAids

// The checks scenarios make. Each failing check throws a ScenarioFailure with the screen, because
// the catalogue also runs outside a test framework (the report runs it too).
extension AppDriver {
    /// Fails with `message` unless `condition` holds.
    public func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(ScenarioFailure) {
        guard !condition else { return }
        throw ScenarioFailure(message: message(), screen: screen)
    }

    /// Fails unless `actual` equals `expected`; `what` names the thing compared.
    public func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ what: String) throws(ScenarioFailure) {
        try expect(actual == expected, "\(what): expected \(show(expected)), saw \(show(actual))")
    }

    /// Fails unless the label or field `identifier` shows exactly `expected`.
    public func expectText(_ identifier: String, _ expected: String) throws {
        try expectEqual(try text(of: identifier), expected, "text of \(identifier)")
    }

    /// Fails unless the element `identifier` is on screen and not hidden.
    public func expectShown(_ identifier: String) throws(ScenarioFailure) {
        try expect(isVisible(identifier), "\(identifier) should be visible")
    }

    /// Fails if the element `identifier` is visible.
    public func expectHidden(_ identifier: String) throws(ScenarioFailure) {
        try expect(!isVisible(identifier), "\(identifier) should be hidden")
    }

    /// Fails unless the control or bar item `identifier` is enabled (or disabled, with `false`).
    public func expectEnabled(_ identifier: String, _ enabled: Bool = true) throws {
        try expectEqual(try isEnabled(identifier), enabled, "whether \(identifier) is enabled")
    }

    /// Fails unless exactly `expected` is the alert or action sheet on top.
    public func expectAlert(_ expected: AlertSnapshot) throws(ScenarioFailure) {
        guard let shown = alert else {
            throw ScenarioFailure(message: "expected the \(expected), but no alert is shown", screen: screen)
        }
        try expectEqual(shown, expected, "alert")
    }

    /// Fails if an alert or action sheet is shown.
    public func expectNoAlert() throws(ScenarioFailure) {
        try expect(alert == nil, "no alert was expected, but the \(alert.map(String.init(describing:)) ?? "") is shown")
    }

    /// Fails unless the rows of table `table` show `texts` in element `element`, top to bottom.
    public func expectColumn(_ element: String, in table: String, _ texts: [String]) throws {
        try expectEqual(try column(element, in: table), texts, "\(element) of the rows of \(table)")
    }

    private func show<T>(_ value: T) -> String {
        if let text = value as? String { return "\"\(text)\"" }
        return String(describing: value)
    }
}

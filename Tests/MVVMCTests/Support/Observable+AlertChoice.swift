import Testing

@testable import MVVMC

/// Chooses a button of the alert an output shows, as a user would.
struct NoSuchAlertAction: Error {}

extension Observable where Value == AlertViewModel? {
    func choose(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let alert = try #require(value, "no alert is shown", sourceLocation: sourceLocation)
        guard let action = alert.actions.first(where: { $0.title == title }) else {
            Issue.record("no button \"\(title)\" in \(alert.snapshot)", sourceLocation: sourceLocation)
            throw NoSuchAlertAction()
        }
        action.handler()
    }
}

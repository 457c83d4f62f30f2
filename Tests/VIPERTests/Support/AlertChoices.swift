import Testing

@testable import VIPER

/// What a router spy keeps of each alert a presenter asked for: the alert and the handler its
/// button choices go to, so a test can tap a button the way the real router would.
@MainActor
struct AlertChoices<Choice: Equatable> {
    private(set) var shown: [(alert: AlertDisplay<Choice>, onChoice: @MainActor (Choice) -> Void)] = []

    mutating func record(_ alert: AlertDisplay<Choice>, onChoice: @escaping @MainActor (Choice) -> Void) {
        shown.append((alert, onChoice))
    }

    /// Taps the button titled `title` of the last alert: its choice, if any, goes to the presenter.
    func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let last = shown.last else {
            Issue.record("no alert was shown", sourceLocation: sourceLocation)
            return
        }
        guard let button = last.alert.buttons.first(where: { $0.title == title }) else {
            Issue.record("the alert \"\(last.alert.title)\" has no button \"\(title)\"", sourceLocation: sourceLocation)
            return
        }
        if let choice = button.choice { last.onChoice(choice) }
    }
}

import HeadlessUI
import Testing

extension Window {
    /// The alert or action sheet on top of everything; nil when none is shown.
    public var topAlert: AlertController? {
        presentationChain.last as? AlertController
    }

    /// Taps the button titled `title` of the alert on top, as a user does; fails the test, with the
    /// screen, when no alert is shown or it has no such button.
    public func tapAlertButton(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let alert = try #require(
            topAlert, "no alert is shown:\n\(ScreenText.render(self))", sourceLocation: sourceLocation)
        let tapped = alert.performAction(titled: title)
        try #require(tapped, "the alert has no button \"\(title)\"", sourceLocation: sourceLocation)
    }
}

import HeadlessUI
import TestAids
import Testing

/// A key window showing one screen as the app shows it, so that the appearance callbacks run and
/// alerts and modal screens have a hierarchy to go on: a list screen at the root of a navigation
/// stack, or a form presented modally in its own stack over another screen.
@MainActor
public struct TestWindow {
    public let window = Window()

    /// `controller` at the root of a navigation stack, as a tab shows its list screen.
    public init(showing controller: ViewController) {
        window.rootViewController = NavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
    }

    /// `controller` in its own navigation stack, presented modally over a plain screen, as the
    /// Contacts list presents New Contact.
    public init(presenting controller: ViewController) {
        let root = ViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.present(NavigationController(rootViewController: controller), animated: false)
    }

    /// The alert or action sheet on top of everything; nil when none is shown.
    public var topAlert: AlertController? {
        window.topAlert
    }

    /// What the alert on top shows; fails the test with the screen text when no alert is shown.
    public func alert(sourceLocation: SourceLocation = #_sourceLocation) throws -> AlertSnapshot {
        AlertSnapshot(try requireAlert(sourceLocation: sourceLocation))
    }

    /// Taps the button titled `title` of the alert on top.
    public func tapAlertButton(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try window.tapAlertButton(title, sourceLocation: sourceLocation)
    }

    /// Replaces the text of the first text field of the alert on top, as typing does.
    public func typeInAlert(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let alert = try requireAlert(sourceLocation: sourceLocation)
        let field = try #require(alert.textFields?.first, "the alert has no text field", sourceLocation: sourceLocation)
        field.enterText(text)
    }

    /// The screen at the root of the modal navigation stack over the window's root, if it is a `T`.
    public func presentedScreen<T: ViewController>(_ type: T.Type = T.self) -> T? {
        let modal = window.presentationChain.dropFirst().first as? NavigationController
        return modal?.viewControllers.first as? T
    }

    /// Whether anything other than an alert is presented over the window's root.
    public var showsModalScreen: Bool {
        window.presentationChain.dropFirst().contains { !($0 is AlertController) }
    }

    /// Hides the screen and shows it again, as switching tabs away and back does.
    public func hideAndShowAgain(_ controller: ViewController) {
        controller.beginAppearanceTransition(false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true)
        controller.endAppearanceTransition()
    }

    public var screenText: String {
        ScreenText.render(window)
    }

    private func requireAlert(sourceLocation: SourceLocation) throws -> AlertController {
        try #require(topAlert, "no alert is shown:\n\(screenText)", sourceLocation: sourceLocation)
    }
}

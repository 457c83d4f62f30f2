import HeadlessUI
import Testing

/// A key window showing one controller inside a navigation controller, as the app's tabs show their
/// screens: the appearance callbacks run, and alerts and modal screens have a hierarchy to go on.
@MainActor
struct TestWindow {
    let window = Window()

    init(showing controller: ViewController) {
        window.rootViewController = NavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
    }

    /// The alert or action sheet on top of everything; nil when none is shown.
    var topAlert: AlertController? {
        window.presentationChain.last as? AlertController
    }

    /// What the alert on top shows; fails the test with the screen text when no alert is shown.
    func alert(sourceLocation: SourceLocation = #_sourceLocation) throws -> AlertContent {
        AlertContent(try requireAlert(sourceLocation: sourceLocation))
    }

    /// Taps the button titled `title` of the alert on top.
    func tapAlertButton(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let tapped = try requireAlert(sourceLocation: sourceLocation).performAction(titled: title)
        try #require(tapped, "the alert has no button \"\(title)\"", sourceLocation: sourceLocation)
    }

    /// The content of the modal navigation stack presented over the root, if it is a `T`.
    func presentedScreen<T: ViewController>(_ type: T.Type = T.self) -> T? {
        let modal = window.presentationChain.dropFirst().first as? NavigationController
        return modal?.topViewController as? T
    }

    /// Hides the screen and shows it again, as switching tabs away and back does.
    func hideAndShowAgain(_ controller: ViewController) {
        controller.beginAppearanceTransition(false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true)
        controller.endAppearanceTransition()
    }

    var screenText: String {
        ScreenText.render(window)
    }

    private func requireAlert(sourceLocation: SourceLocation) throws -> AlertController {
        try #require(topAlert, "no alert is shown:\n\(screenText)", sourceLocation: sourceLocation)
    }
}

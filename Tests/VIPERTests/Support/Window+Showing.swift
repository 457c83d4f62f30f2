import HeadlessUI

extension Window {
    /// A window showing `controller` inside a navigation stack, as the app shows each module.
    @MainActor
    static func showing(_ controller: ViewController) -> Window {
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        return window
    }

    /// The alert on top of the window, if any.
    var topAlert: AlertController? {
        presentationChain.last as? AlertController
    }
}

import HeadlessUI

extension Window {
    /// A visible window whose root is `controller` inside a navigation controller, as the app
    /// shows each screen: the controller loads its view and appears.
    @MainActor
    static func showing(_ controller: ViewController) -> Window {
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        return window
    }

    /// The alert or action sheet on top of everything, if that is what the top is.
    @MainActor
    var topAlert: AlertController? {
        presentationChain.last as? AlertController
    }
}

import HeadlessSwiftUI
import HeadlessUI

/// A view hosted in a window, optionally inside a navigation controller, with the taps and reads a
/// test needs; every step goes through HeadlessUI as the app driver's would.
@MainActor
struct HostedScreen<Content: View> {
    let window = Window()
    let host: HostingController<Content>

    init(_ view: Content, inNavigation: Bool = false) {
        host = HostingController(rootView: view)
        window.rootViewController = inNavigation ? NavigationController(rootViewController: host) : host
        window.makeKeyAndVisible()
    }

    /// The screen on top: the host, or what it presents.
    var top: ViewController {
        Window.content(of: window.presentationChain.last ?? host)
    }

    func element<T: UIView>(_ identifier: String, as type: T.Type = T.self) -> T? {
        top.view.view(withIdentifier: identifier) as? T
    }

    func text(_ identifier: String) -> String? {
        element(identifier, as: UILabel.self)?.text
    }

    func tap(_ identifier: String) {
        element(identifier, as: UIButton.self)?.tap()
    }

    func type(_ text: String, into identifier: String) {
        element(identifier, as: UITextField.self)?.enterText(text)
    }

    var screen: String {
        ScreenText.render(window)
    }
}

import HeadlessUI
import Models

/// Drives one style's app the way a user would, through HeadlessUI alone: it finds elements by
/// accessibility identifier or visible title, types, taps, swipes rows, answers alerts and reads
/// what is shown. It never sees a style's own types.
///
/// A step that cannot be done throws a `DriverFailure` carrying the rendered screen.
@MainActor
public final class AppDriver {
    public let style: Style
    public let environment: ScenarioEnvironment
    public private(set) var window: Window?

    public init(style: Style, environment: ScenarioEnvironment = ScenarioEnvironment()) {
        self.style = style
        self.environment = environment
    }

    // MARK: App lifetime

    /// Builds the style's app on the environment and puts it on screen.
    public func launch() {
        let window = Window()
        window.rootViewController = style.makeRootViewController(environment.dependencies)
        window.makeKeyAndVisible()
        self.window = window
    }

    /// Takes the app off screen and drops it, then starts a new one on the same stores.
    public func relaunch() {
        tearDown()
        launch()
    }

    /// Takes the app off screen and lets go of it. Afterwards nothing the app built should be alive
    /// (see `survivors`).
    public func tearDown() {
        window?.rootViewController = nil
        window = nil
    }

    /// The type names of tracked presentation objects still alive; empty after a clean teardown.
    public var survivors: [String] {
        environment.instances.survivors
    }

    /// What is on screen, as text.
    public var screen: String {
        window.map(ScreenText.render) ?? "(the app is not running)"
    }

    func failure(_ message: String) -> DriverFailure {
        DriverFailure(message: message, screen: screen)
    }

    // MARK: Where things are

    /// The alert or action sheet on top of everything, if one is shown.
    var topAlert: AlertController? {
        window?.presentationChain.last as? AlertController
    }

    /// The screen under any alert: the content of the topmost presentation that is not an alert.
    var contentController: ViewController? {
        guard let chain = window?.presentationChain else { return nil }
        return chain.last { !($0 is AlertController) }.map { Window.content(of: $0) }
    }

    /// The screen content a user can touch: fails while an alert covers it.
    func touchableContent() throws(DriverFailure) -> ViewController {
        guard window != nil else { throw failure("the app is not running") }
        if let alert = topAlert { throw failure("the alert \"\(alert.title ?? "")\" is in the way") }
        guard let content = contentController else { throw failure("nothing is on screen") }
        return content
    }
}

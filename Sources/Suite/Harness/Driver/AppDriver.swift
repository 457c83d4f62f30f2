import HeadlessSwiftUI
import HeadlessUI
import Models
import TestAids

/// Drives one style's app the way a user would, through HeadlessUI alone: it finds elements by
/// accessibility identifier or visible title, types, taps, swipes rows, answers alerts and reads
/// what is shown. It never sees a style's own types.
///
/// A step that cannot be done throws a `DriverFailure` carrying the rendered screen.
///
/// It also takes a census of the app (X01), unless made without one: at launch and before teardown it
/// walks the object graph from the window's root, and after every user action that brought a screen
/// or an alert on screen (or a tab's view loaded) it walks from that controller; it remembers, weakly,
/// every object it finds, so that it can tell afterwards which of them outlived their screen or the app.
@MainActor
public final class AppDriver {
    public let style: Style
    public let environment: ScenarioEnvironment
    /// Whether the driver takes the census that `survivors` and `detachedSurvivors` report on. The
    /// walks cost several times the actions themselves, so `make fuzz` leaves most sequences without.
    public let watchesLifetimes: Bool
    /// The app on screen. Every look at the app goes through here, so that a change it made outside
    /// any event (a model changed by the directory's answer, on a SwiftUI-style screen) is shown first,
    /// as the end of the run loop turn shows it on a device.
    public var window: Window? {
        PendingUpdates.flush()
        return launchedWindow
    }
    private var launchedWindow: Window?
    private let census = ObjectCensus()
    private let graph: ObjectGraph
    /// The controllers on screen at the last census, to tell which ones are new.
    private var controllersAtCensus: Set<ObjectIdentifier> = []
    /// While set, actions take no census (see `withoutCensus`).
    private var isCensusPaused = false

    public init(style: Style, environment: ScenarioEnvironment = ScenarioEnvironment(), watchingLifetimes: Bool = true)
    {
        self.style = style
        self.environment = environment
        watchesLifetimes = watchingLifetimes
        graph = ObjectGraph(excluding: environment.keptObjects)
    }

    // MARK: App lifetime

    /// Builds the style's app on the environment and puts it on screen.
    public func launch() {
        let window = Window()
        window.rootViewController = style.makeRootViewController(environment.dependencies)
        window.makeKeyAndVisible()
        launchedWindow = window
        takeCensus()
    }

    /// Takes the app off screen and drops it, then starts a new one on the same stores.
    public func relaunch() {
        tearDown()
        launch()
    }

    /// Takes the app off screen and lets go of it. Afterwards nothing the app built should be alive
    /// (see `survivors`).
    public func tearDown() {
        takeCensus()
        window?.rootViewController = nil
        launchedWindow = nil
    }

    // MARK: Lifetimes (X01)

    /// The type names of the objects the app was ever seen holding that are still alive, sorted;
    /// empty after a clean teardown.
    public var survivors: [String] {
        census.survivors
    }

    /// The type names of objects the app was seen holding that are alive although the app no longer
    /// holds them (a dismissed screen kept by a reference cycle, say), sorted; empty when all is well.
    public var detachedSurvivors: [String] {
        census.survivors(notAmong: reachableObjects)
    }

    /// The type names of every object the app holds now, from the window's root, sorted.
    public var reachableTypeNames: [String] {
        reachableObjects.map { String(describing: Swift.type(of: $0)) }.sorted()
    }

    /// Runs `body` with the census paused, so that a timing of user actions leaves out the leak
    /// check's walks. A screen that opens and closes inside `body` is not watched; what is still on
    /// screen afterwards is, by the census before teardown.
    func withoutCensus<Result>(_ body: () throws -> Result) rethrows -> Result {
        isCensusPaused = true
        defer { isCensusPaused = false }
        return try body()
    }

    /// Remembers, weakly, every object the app holds now.
    func takeCensus() {
        guard watchesLifetimes else { return }
        census.record(reachableObjects)
        controllersAtCensus = Set(controllersOnScreen.map(ObjectIdentifier.init))
    }

    /// Ends a user action: every controller that came on screen with it (a modal screen, an alert, a
    /// tab shown for the first time) is walked, up to the objects already counted. Walking the whole
    /// app after every tap would be slow and find little more: what a tap creates inside a screen is
    /// still reachable at the census before teardown.
    func actionDone() {
        guard watchesLifetimes, !isCensusPaused else { return }
        let controllers = controllersOnScreen
        let appeared = controllers.filter { !controllersAtCensus.contains(ObjectIdentifier($0)) }
        controllersAtCensus = Set(controllers.map(ObjectIdentifier.init))
        guard !appeared.isEmpty else { return }
        census.record(graph.objects(reachableFrom: appeared, passing: census.aliveIdentifiers))
    }

    /// The presented controllers and their children, those whose view is loaded.
    private var controllersOnScreen: [ViewController] {
        func withChildren(_ controller: ViewController) -> [ViewController] {
            [controller] + controller.children.flatMap(withChildren)
        }
        return (window?.presentationChain.flatMap(withChildren) ?? []).filter(\.isViewLoaded)
    }

    private var reachableObjects: [AnyObject] {
        window?.rootViewController.map(graph.objects(reachableFrom:)) ?? []
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
        // Read after every step of every random sequence: a walk up the presentations, no array.
        var top = window?.rootViewController
        var content = top
        while let presented = top?.presentedViewController {
            top = presented
            if !(presented is AlertController) { content = presented }
        }
        return content.map(Window.content(of:))
    }

    /// The screen content a user can touch: fails while an alert covers it.
    func touchableContent() throws(DriverFailure) -> ViewController {
        guard window != nil else { throw failure("the app is not running") }
        if let alert = topAlert { throw failure("the alert \"\(alert.title ?? "")\" is in the way") }
        guard let content = contentController else { throw failure("nothing is on screen") }
        return content
    }
}

import Observation

/// The lasting part of a view with a body: its state, the body it last produced, and whether
/// something it read has changed since. It lives as long as the view's identity stays on screen.
@MainActor
final class ViewNode {
    let path: ViewPath
    /// Where the body's views start, made once: every path below this view then shares its steps
    /// from render to render, so comparing two of them stops at this step instead of at the root.
    let bodyPath: ViewPath
    let viewType: ObjectIdentifier
    var view: any View
    var environment: EnvironmentValues
    var lastBody: (any View)?
    var isDirty = true
    /// Bumped at each evaluation of the body, so that a change to something read by an older body
    /// no longer counts.
    private(set) var generation = 0
    var stateLocations: [String: AnyObject] = [:]
    private weak var graph: ViewGraph?

    init(path: ViewPath, view: any View, environment: EnvironmentValues, graph: ViewGraph) {
        self.path = path
        bodyPath = path.appending(.body)
        self.view = view
        viewType = ObjectIdentifier(type(of: view))
        self.environment = environment
        self.graph = graph
    }

    /// Evaluates the body, remembering what it read.
    func evaluateBody() -> any View {
        generation += 1
        isDirty = false
        DynamicProperties.install(in: view, node: self)
        let body = tracking { Self.body(of: view) }
        lastBody = body
        return body
    }

    /// Runs `read`, and marks this view for re-rendering when an observed property it read changes.
    func tracking<T>(_ read: () -> T) -> T {
        let generation = generation
        return withObservationTracking(read) { [weak self] in
            // Observation reports the change as it is about to happen, on the actor making it:
            // the main actor, where every model a view reads lives.
            MainActor.assumeIsolated {
                guard let self, self.generation == generation else { return }
                self.invalidate()
            }
        }
    }

    func invalidate() {
        isDirty = true
        graph?.setNeedsUpdate()
    }

    private static func body<V: View>(of view: V) -> any View {
        view.body
    }
}

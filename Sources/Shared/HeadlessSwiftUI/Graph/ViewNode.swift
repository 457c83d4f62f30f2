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
    /// The view whose body this view is in, which has to resolve its body again when this view changes.
    weak var parent: ViewNode?
    /// Whether a view inside this one changed since this one last resolved its body.
    var hasChangedDescendant = false
    /// What this view resolved to last time, kept while it is not dirty and nothing inside changed.
    var output: ResolvedOutput?
    /// The update that last resolved this view; a view left out of an update has left the screen.
    var update = 0
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

    /// The view reading while a body runs or a view is resolved on its behalf: the state it reads
    /// remembers it.
    private(set) static var currentReader: Reader?

    /// A view that read a state value, and the evaluation of its body that it read in.
    @MainActor
    struct Reader {
        weak var node: ViewNode?
        let generation: Int

        /// Marks the view for re-rendering, unless its body ran again since it read.
        func valueChanged() {
            guard let node, node.generation == generation else { return }
            node.invalidate()
        }
    }

    /// Runs `read`, and marks this view for re-rendering when a state value or an observed property
    /// it read changes.
    func tracking<T>(_ read: () -> T) -> T {
        let generation = generation
        let outer = Self.currentReader
        Self.currentReader = Reader(node: self, generation: generation)
        defer { Self.currentReader = outer }
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
        // Every ancestor, not only up to one already marked: an update may leave a marked view
        // inside a cleared one (a row no table asked for), so a mark says nothing of those above.
        var ancestor = parent
        while let node = ancestor {
            node.hasChangedDescendant = true
            ancestor = node.parent
        }
        graph?.setNeedsUpdate()
    }

    private static func body<V: View>(of view: V) -> any View {
        view.body
    }
}

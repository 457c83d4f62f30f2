/// The views of one hosted screen and their lasting nodes. Changes mark views dirty; the update
/// that follows the event in which they happened re-evaluates the bodies of those views only, and
/// hands the resolved elements to the host. Nothing is deferred to a timer or a task: the host ends
/// every event it delivers (a tap, a keystroke, a swipe, a dismissal) with `transaction`.
@MainActor
final class ViewGraph {
    var root: any View
    var environment: EnvironmentValues
    /// Receives each update's elements and preferences; set by the host.
    var commit: ((_ elements: [Element], _ preferences: Preferences) -> Void)?
    /// Receives the latest update's preferences again, without its elements, when the host is shown
    /// again; set by the host.
    var recommit: ((_ preferences: Preferences) -> Void)?
    private var nodes: [ViewPath: ViewNode] = [:]
    /// Counts the updates; a node records the last one that resolved it.
    private var updateNumber = 0
    /// The nodes resolved since the update began, in order: those resolved while a view resolves
    /// its body are the views inside it.
    private var resolvedNodes: [ViewNode] = []
    /// The preferences of the latest update, where rows resolved after it put theirs.
    private(set) var latestPreferences = Preferences()
    /// The pass of rows resolved when their table asks, after the update that made them.
    private(set) lazy var rowsPass = RenderPass(graph: self, preferences: nil)
    private var needsUpdate = true
    private var transactionDepth = 0
    private var appeared: Set<ViewPath> = []
    private var observedValues: [ViewPath: any Equatable] = [:]

    init(root: any View, environment: EnvironmentValues) {
        self.root = root
        self.environment = environment
    }

    /// The host is shown again after it disappeared: every view on it appears again, and their
    /// `onAppear` actions run as they do for a view that is new. What the views show has not changed
    /// unless something is dirty, so the host is given the latest update's preferences again (a
    /// presentation still asked for, whose alert was closed meanwhile, shows again) and their actions
    /// run, without another update; one follows only if they change something.
    func appearAgain() {
        appeared = []
        guard !needsUpdate, transactionDepth == 0 else {
            setNeedsUpdate()
            update()
            return
        }
        recommit?(latestPreferences)
        runLifecycleActions(latestPreferences)
        update()
    }

    func setNeedsUpdate() {
        needsUpdate = true
        // Outside an event nothing ends with an update: the change waits for the next flush.
        if transactionDepth == 0 { PendingUpdates.register(self) }
    }

    /// Runs one event's work, then updates the screen once for everything it changed.
    func transaction(_ body: () -> Void) {
        transactionDepth += 1
        body()
        transactionDepth -= 1
        guard transactionDepth == 0 else { return }
        update()
        // The end of an event ends the run loop turn: every other screen the event changed (the list
        // under a sheet whose button closed it) updates now too, as SwiftUI updates the whole app.
        PendingUpdates.flush()
    }

    /// Re-renders while something is dirty; actions run by the update itself (`onAppear`,
    /// `onChange`) may dirty views again, so it repeats, a bounded number of times.
    func update() {
        guard transactionDepth == 0 else { return }
        transactionDepth += 1
        defer { transactionDepth -= 1 }
        var passes = 0
        while needsUpdate, passes < 16 {
            needsUpdate = false
            passes += 1
            render()
        }
        PendingUpdates.unregister(self)
    }

    private func render() {
        updateNumber += 1
        resolvedNodes = []
        let preferences = Preferences()
        latestPreferences = preferences
        let context = ResolveContext(
            pass: RenderPass(graph: self, preferences: preferences), path: ViewPath(), environment: environment)
        let elements = context.resolve(root)
        // After the commit: the rows of a list on screen are resolved by the host, and are kept.
        commit?(elements, preferences)
        let updateNumber = updateNumber
        // Most updates keep every view: the dictionary is rebuilt only when one left.
        if nodes.values.contains(where: { $0.update != updateNumber }) {
            nodes = nodes.filter { $0.value.update == updateNumber }
        }
        resolvedNodes = []
        runLifecycleActions(preferences)
    }

    private func runLifecycleActions(_ preferences: Preferences) {
        let appearing = preferences.appearActions.filter { !appeared.contains($0.path) }
        appeared = Set(preferences.appearActions.map(\.path))
        for entry in appearing { entry.action() }
        var seen: [ViewPath: any Equatable] = [:]
        for observer in preferences.changeObservers {
            seen[observer.path] = observer.value
            if let old = observedValues[observer.path] {
                if !old.isEqual(to: observer.value) { observer.action(old, observer.value) }
            } else if observer.runsInitially {
                observer.action(observer.value, observer.value)
            }
        }
        observedValues = seen
    }

    /// Resolves a view with a body: re-evaluates the body when the view is new, dirty, or given
    /// different inputs or environment; reuses what it resolved to last time when nothing inside it
    /// changed either; and otherwise resolves the body it produced last time.
    func resolveComposite(_ view: any View, in context: ResolveContext) -> [Element] {
        let path = context.path
        if let node = nodes[path], node.viewType == ObjectIdentifier(type(of: view)) {
            visit(node, in: context)
            if node.isDirty || node.environment != context.environment || !InputComparison.same(node.view, view) {
                node.view = view
                node.environment = context.environment
                return resolve(node.evaluateBody(), of: node, in: context)
            }
            if !node.hasChangedDescendant, let output = node.output, output.style == context.style {
                for descendant in output.descendants { keep(descendant) }
                context.preferences.merge(output.preferences)
                return output.elements
            }
            return resolve(node.lastBody ?? node.evaluateBody(), of: node, in: context)
        }
        let node = ViewNode(path: path, view: view, environment: context.environment, graph: self)
        nodes[path] = node
        visit(node, in: context)
        return resolve(node.evaluateBody(), of: node, in: context)
    }

    private func visit(_ node: ViewNode, in context: ResolveContext) {
        node.parent = context.owner
        keep(node)
    }

    /// Records that `node` is on screen after this update, in the order the update resolved it.
    private func keep(_ node: ViewNode) {
        node.update = updateNumber
        resolvedNodes.append(node)
    }

    /// Resolves `body` as the body of `node`, gathering its preferences apart so that the next
    /// update can reuse them with its elements.
    private func resolve(_ body: any View, of node: ViewNode, in context: ResolveContext) -> [Element] {
        node.hasChangedDescendant = false
        let preferences = Preferences()
        var inner = context
        inner.pass = RenderPass(graph: self, preferences: preferences)
        inner.owner = node
        inner.path = node.bodyPath
        let first = resolvedNodes.count
        let elements = inner.resolve(body)
        node.output = ResolvedOutput(
            elements: elements, preferences: preferences, style: context.style,
            descendants: Array(resolvedNodes[first...]))
        context.preferences.merge(preferences)
        return elements
    }
}

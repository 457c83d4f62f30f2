/// Where the views being resolved put their preferences, and the graph they belong to. Held by every
/// context of an update, and by the rows of a list, which are resolved after it.
///
/// Nothing refers to a pass weakly, unlike the graph, so retaining it stays on the runtime's quick
/// path: a context is copied for every view resolved. The graph is unowned: resolved elements keep
/// their contexts, and a graph keeps the elements of its views for the next update.
@MainActor
final class RenderPass {
    unowned let graph: ViewGraph
    private let own: Preferences?

    /// A pass gathering into `preferences`; nil gathers into the graph's latest update, for rows
    /// a table asks for after the update that made them.
    init(graph: ViewGraph, preferences: Preferences?) {
        self.graph = graph
        own = preferences
    }

    var preferences: Preferences { own ?? graph.latestPreferences }
}

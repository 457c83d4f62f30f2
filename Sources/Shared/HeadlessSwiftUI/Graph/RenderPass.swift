/// One update of a screen: the graph whose views are resolved and the preferences they set. Held by
/// every context of the update, and by the rows of a list, which are resolved after it.
///
/// Nothing refers to a pass weakly, unlike the graph, so retaining it stays on the runtime's quick
/// path: a context is copied for every view resolved.
@MainActor
final class RenderPass {
    let graph: ViewGraph
    let preferences: Preferences

    init(graph: ViewGraph, preferences: Preferences) {
        self.graph = graph
        self.preferences = preferences
    }
}

/// Screens whose views changed outside any event their host delivered: an observed model changed
/// when an asynchronous answer came in, say. SwiftUI shows such a change at the end of the run loop
/// turn it happened in; a headless app has no run loop, so whoever stands in for it (a test driver
/// after each step) calls `flush()`. Changes made during an event need no flush: at the end of the
/// event its host updates, and so does every other screen waiting here.
@MainActor
public enum PendingUpdates {
    private static var graphs: [Weak] = []

    private struct Weak {
        weak var graph: ViewGraph?
    }

    /// Updates every screen with a change waiting, in the order the changes came.
    public static func flush() {
        let waiting = graphs
        graphs = []
        for entry in waiting {
            entry.graph?.update()
        }
    }

    /// Whether some screen has a change waiting for `flush()`.
    public static var isEmpty: Bool {
        !graphs.contains { $0.graph != nil }
    }

    static func register(_ graph: ViewGraph) {
        guard !graphs.contains(where: { $0.graph === graph }) else { return }
        graphs.append(Weak(graph: graph))
    }

    static func unregister(_ graph: ViewGraph) {
        graphs.removeAll { $0.graph === graph || $0.graph == nil }
    }
}

/// The lifecycle calls of several controllers in the order they happened, as "name.call" entries,
/// so that a test can check the order across controllers.
@MainActor
final class LifecycleLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }

    func clear() {
        entries.removeAll()
    }
}

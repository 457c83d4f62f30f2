/// Holds weak references to the objects a composition root creates (view controllers, view models,
/// presenters, interactors, routers), so that a leak check can list the ones still alive after
/// teardown. It never keeps anything alive itself.
@MainActor
public final class InstanceTracker {
    private struct Entry {
        weak var object: AnyObject?
        let typeName: String
    }

    private var entries: [Entry] = []

    public init() {}

    /// Starts watching `objects`; returns nothing so that builders can call it in passing.
    public func track(_ objects: AnyObject...) {
        for object in objects {
            entries.append(Entry(object: object, typeName: String(describing: type(of: object))))
        }
    }

    /// How many objects were ever tracked.
    public var trackedCount: Int { entries.count }

    /// The type names of tracked objects that are still alive, in the order they were tracked.
    public var survivors: [String] {
        entries.filter { $0.object != nil }.map(\.typeName)
    }
}

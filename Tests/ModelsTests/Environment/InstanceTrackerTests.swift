import Models
import TestSupport
import Testing

@Suite("InstanceTracker", .checkingForLeaks)
@MainActor
struct InstanceTrackerTests {
    // Plain objects whose type names show up in the survivor list.
    private final class TrackedPresenter {}
    private final class TrackedRouter {}

    private func makeSUT() -> InstanceTracker {
        let tracker = InstanceTracker()
        trackForMemoryLeaks(tracker)
        return tracker
    }

    @Test("survivors lists the type names of tracked objects still alive, in tracking order")
    func survivors() throws {
        let tracker = makeSUT()
        let router = TrackedRouter()
        var presenter: TrackedPresenter? = TrackedPresenter()
        tracker.track(try #require(presenter), router)

        presenter = nil

        #expect(tracker.survivors == ["TrackedRouter"])
        #expect(tracker.trackedCount == 2)
        withExtendedLifetime(router) {}
    }

    @Test("tracking keeps nothing alive")
    func weakReferences() {
        let tracker = makeSUT()
        var objects: [AnyObject] = [TrackedPresenter(), TrackedRouter()]
        for object in objects { tracker.track(object) }

        objects.removeAll()

        #expect(tracker.survivors.isEmpty)
        #expect(tracker.trackedCount == 2)
    }

    @Test("all tracked objects alive are all survivors")
    func allAlive() {
        let tracker = makeSUT()
        let presenter = TrackedPresenter()
        let router = TrackedRouter()

        tracker.track(presenter, router)

        #expect(tracker.survivors == ["TrackedPresenter", "TrackedRouter"])
        withExtendedLifetime((presenter, router)) {}
    }
}

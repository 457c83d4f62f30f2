import Models
import TestSupport
import Testing

@Suite("InstanceTracker", .checkingForLeaks)
@MainActor
struct InstanceTrackerTests {
    private final class PresenterDummy {}
    private final class RouterDummy {}

    private func makeSUT() -> InstanceTracker {
        let tracker = InstanceTracker()
        trackForMemoryLeaks(tracker)
        return tracker
    }

    @Test("survivors lists the type names of tracked objects still alive, in tracking order")
    func survivors() throws {
        let tracker = makeSUT()
        let router = RouterDummy()
        var presenter: PresenterDummy? = PresenterDummy()
        tracker.track(try #require(presenter), router)

        presenter = nil

        #expect(tracker.survivors == ["RouterDummy"])
        #expect(tracker.trackedCount == 2)
        withExtendedLifetime(router) {}
    }

    @Test("tracking keeps nothing alive")
    func weakReferences() {
        let tracker = makeSUT()
        var objects: [AnyObject] = [PresenterDummy(), RouterDummy()]
        for object in objects { tracker.track(object) }

        objects.removeAll()

        #expect(tracker.survivors.isEmpty)
        #expect(tracker.trackedCount == 2)
    }

    @Test("all tracked objects alive are all survivors")
    func allAlive() {
        let tracker = makeSUT()
        let presenter = PresenterDummy()
        let router = RouterDummy()

        tracker.track(presenter, router)

        #expect(tracker.survivors == ["PresenterDummy", "RouterDummy"])
        withExtendedLifetime((presenter, router)) {}
    }
}

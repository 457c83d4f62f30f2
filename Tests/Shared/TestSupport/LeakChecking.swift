import TestAids
import Testing

/// Checks that every object a test handed to `trackForMemoryLeaks` is released by the time the test
/// returns. Apply it to a suite (`@Suite(.checkingForLeaks)`) or a single test.
///
/// The check runs after the test body has returned, when the test's own references are gone, so an
/// object still alive then is kept by a reference cycle or a forgotten owner.
public struct LeakCheckTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> LeakCheckTrait? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let tracker = await LeakTracker()
        try await LeakTracker.$current.withValue(tracker) {
            try await function()
        }
        await tracker.recordSurvivors()
    }
}

extension Trait where Self == LeakCheckTrait {
    /// Fails a test whose tracked objects outlive it.
    public static var checkingForLeaks: LeakCheckTrait { LeakCheckTrait() }
}

/// Registers `object` with the running test's leak check. Call it where the object is made (in a
/// `makeSUT` helper), so the failure points at that line.
@MainActor
public func trackForMemoryLeaks(_ object: AnyObject, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let tracker = LeakTracker.current else {
        Issue.record(
            "trackForMemoryLeaks needs the .checkingForLeaks trait on the test or suite", sourceLocation: sourceLocation
        )
        return
    }
    tracker.track(object, sourceLocation: sourceLocation)
}

@MainActor
final class LeakTracker {
    @TaskLocal static var current: LeakTracker?

    private struct Entry {
        weak var object: AnyObject?
        let typeName: String
        let sourceLocation: SourceLocation
    }

    private var entries: [Entry] = []

    init() {}

    func track(_ object: AnyObject, sourceLocation: SourceLocation) {
        entries.append(Entry(object: object, typeName: "\(type(of: object))", sourceLocation: sourceLocation))
    }

    func recordSurvivors() {
        for entry in entries where entry.object != nil {
            Issue.record(
                "\(entry.typeName) should have been released after the test: a reference cycle keeps it alive",
                sourceLocation: entry.sourceLocation)
        }
    }
}

/// Registers every object reachable from `root` (see `ObjectGraph`) with the running test's leak
/// check, except `kept`, which the test keeps on purpose (its stores and directory). A composition
/// test calls it once the app has built what it should release: nothing the app built is listed by
/// hand, so nothing is forgotten.
@MainActor
public func trackObjectGraphForMemoryLeaks(
    from root: AnyObject, keeping kept: [AnyObject] = [], sourceLocation: SourceLocation = #_sourceLocation
) {
    for object in ObjectGraph(excluding: kept).objects(reachableFrom: root) {
        trackForMemoryLeaks(object, sourceLocation: sourceLocation)
    }
}

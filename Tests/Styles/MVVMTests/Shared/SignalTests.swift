import CaseProfiles
import TestSupport
import Testing

@testable import MVVM

/// The event output: what is sent reaches those observing now, and is never replayed.
@Suite("Signal", .checkingForLeaks, .profilingEachCase)
@MainActor
struct SignalTests {
    @Test("observing sends nothing by itself")
    func observingSendsNothing() {
        let sut = makeSUT()
        let values = TestObserver<Int>()

        sut.signal.observe(values.observer)

        #expect(values.values.isEmpty)
    }

    @Test("every value sent reaches every observer, in order, equal values included")
    func everyValueReachesEveryObserver() {
        let sut = makeSUT()
        let first = TestObserver<Int>()
        let second = TestObserver<Int>()
        sut.signal.observe(first.observer)
        sut.signal.observe(second.observer)

        sut.send(1)
        sut.send(1)
        sut.send(2)

        #expect(first.values == [1, 1, 2])
        #expect(second.values == [1, 1, 2])
    }

    @Test("an observer that comes late hears only what is sent after it came")
    func lateObserverHearsOnlyLaterValues() {
        let sut = makeSUT()
        sut.send(1)
        let values = TestObserver<Int>()

        sut.signal.observe(values.observer)
        sut.send(2)

        #expect(values.values == [2])
    }

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> SignalPipe<Int> {
        let sut = SignalPipe<Int>()
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut.signal, sourceLocation: sourceLocation)
        return sut
    }
}

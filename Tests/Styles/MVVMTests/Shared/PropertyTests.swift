import CaseProfiles
import TestSupport
import Testing

@testable import MVVM

/// The state output: a value that replays to whoever observes, driven through `MutableProperty`, its
/// only writable side.
@Suite("Property", .checkingForLeaks, .profilingEachCase)
@MainActor
struct PropertyTests {
    @Test("observing calls the observer at once with the current value, then with every change")
    func observeReplaysThenFollows() {
        let sut = makeSUT(1)
        let values = TestObserver<Int>()

        sut.property.observe(values.observer)
        sut.value = 2

        #expect(values.values == [1, 2])
    }

    @Test("an observer that comes late starts from the current value")
    func lateObserverStartsFromCurrentValue() {
        let sut = makeSUT(1)
        sut.value = 2
        let values = TestObserver<Int>()

        sut.property.observe(values.observer)

        #expect(values.values == [2])
    }

    @Test("every change reaches every observer, equal values included")
    func everyChangeReachesEveryObserver() {
        let sut = makeSUT(1)
        let first = TestObserver<Int>()
        let second = TestObserver<Int>()
        sut.property.observe(first.observer)
        sut.property.observe(second.observer)

        sut.value = 2
        sut.value = 2

        #expect(first.values == [1, 2, 2])
        #expect(second.values == [1, 2, 2])
        #expect(sut.property.value == 2)
    }

    private func makeSUT(_ value: Int, sourceLocation: SourceLocation = #_sourceLocation) -> MutableProperty<Int> {
        let sut = MutableProperty(value)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(sut.property, sourceLocation: sourceLocation)
        return sut
    }
}

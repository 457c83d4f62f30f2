import TestSupport
import Testing

@testable import MVVM

@Suite(.checkingForLeaks)
@MainActor
struct ObservableTests {
    @Test("bind calls the observer at once with the current value")
    func bindCallsAtOnce() {
        let sut = makeSUT(initial: 1)
        var seen: [Int] = []

        sut.bind { seen.append($0) }

        #expect(seen == [1])
    }

    @Test("every assignment reaches every observer, equal values included")
    func everyAssignmentReachesEveryObserver() {
        let sut = makeSUT(initial: 1)
        var first: [Int] = []
        var second: [Int] = []
        sut.bind { first.append($0) }
        sut.bind { second.append($0) }

        sut.value = 2
        sut.value = 2

        #expect(first == [1, 2, 2])
        #expect(second == [1, 2, 2])
    }

    private func makeSUT(initial: Int, sourceLocation: SourceLocation = #_sourceLocation) -> Observable<Int> {
        let sut = Observable(initial)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return sut
    }
}

import TestSupport
import Testing

@testable import MVVMC

/// The binding box, driven through `Output`, its only writable side.
@Suite("Observable", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ObservableTests {
    @Test("bind calls the observer at once with the current value")
    func bindCallsAtOnce() {
        let output = makeOutput(1)
        var seen: [Int] = []

        output.projectedValue.bind { seen.append($0) }

        #expect(seen == [1])
    }

    @Test("every assignment reaches every observer, equal values included")
    func everyAssignmentReachesEveryObserver() {
        let output = makeOutput(1)
        var first: [Int] = []
        var second: [Int] = []
        output.projectedValue.bind { first.append($0) }
        output.projectedValue.bind { second.append($0) }

        output.wrappedValue = 2
        output.wrappedValue = 2

        #expect(first == [1, 2, 2])
        #expect(second == [1, 2, 2])
    }

    @Test("an event reaches the observers bound now and is withdrawn at once, so a later one hears nothing")
    func eventsAreNotReplayed() {
        let output = makeOutput(String?.none)
        var early: [String?] = []
        output.projectedValue.bind { early.append($0) }

        output.send("go")
        var late: [String?] = []
        output.projectedValue.bind { late.append($0) }

        #expect(early == [nil, "go", nil])
        #expect(late == [nil])
    }

    private func makeOutput<Value>(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation)
        -> Output<Value>
    {
        let output = Output(wrappedValue: value)
        trackForMemoryLeaks(output.projectedValue, sourceLocation: sourceLocation)
        return output
    }
}

import Foundation
import Models
import TestSupport
import Testing

@Suite("Clock")
@MainActor
struct ClockTests {
    private let start = Fixtures.referenceDate

    @Test("a fixed clock always tells the same instant")
    func fixed() {
        let clock = Clock.fixed(start)

        #expect([clock.now(), clock.now(), clock.now()] == [start, start, start])
    }

    @Test("a stepping clock starts at its start and moves on by its step at each reading", arguments: [1, 0.5, 60])
    func stepping(step: TimeInterval) {
        let clock = Clock.stepping(from: start, by: step)

        let readings = [clock.now(), clock.now(), clock.now()]

        #expect(readings == [start, start.addingTimeInterval(step), start.addingTimeInterval(2 * step)])
    }

    @Test("a stepping clock moves one second per reading by default")
    func defaultStep() {
        let clock = Clock.stepping(from: start)

        _ = clock.now()

        #expect(clock.now() == start.addingTimeInterval(1))
    }

    @Test("two stepping clocks count their readings apart")
    func independentClocks() {
        let first = Clock.stepping(from: start)
        let second = Clock.stepping(from: start)

        _ = first.now()

        #expect(second.now() == start)
    }
}

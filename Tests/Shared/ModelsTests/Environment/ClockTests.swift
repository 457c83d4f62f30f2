import Foundation
import Models
import TestSupport
import Testing

@Suite("Clock")
@MainActor
struct ClockTests {
    @Test("a clock tells what its source reads, at every reading")
    func readsItsSource() {
        var readings = [Fixtures.referenceDate, Fixtures.date(minutes: 1)]
        let clock = Clock { readings.removeFirst() }

        #expect([clock.now(), clock.now()] == [Fixtures.referenceDate, Fixtures.date(minutes: 1)])
    }
}

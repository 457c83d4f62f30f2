/// What `compare fuzz` gets back from the Harness: the totals, one explanation per failure (each
/// names its seed and the shortened failing sequence) and the time each style took.
package struct RandomSequenceOutcome: Equatable, Sendable {
    package let totals: RandomSequenceTotals
    package let failures: [String]
    /// One entry per style played, in the order played.
    package let times: [RandomSequenceStyleTime]

    package init(totals: RandomSequenceTotals, failures: [String], times: [RandomSequenceStyleTime]) {
        self.totals = totals
        self.failures = failures
        self.times = times
    }
}

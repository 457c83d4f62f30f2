/// What `compare fuzz` gets back from the Harness: the totals and one explanation per failure
/// (each names its seed and the shortened failing sequence).
package struct RandomSequenceOutcome: Equatable, Sendable {
    package let totals: RandomSequenceTotals
    package let failures: [String]

    package init(totals: RandomSequenceTotals, failures: [String]) {
        self.totals = totals
        self.failures = failures
    }
}

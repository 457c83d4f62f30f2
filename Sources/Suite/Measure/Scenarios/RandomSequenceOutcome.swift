/// What `compare fuzz` gets back from the Harness: the totals and one explanation per failure
/// (each names its seed and the shortened failing sequence).
public struct RandomSequenceOutcome: Equatable, Sendable {
    public let totals: RandomSequenceTotals
    public let failures: [String]

    public init(totals: RandomSequenceTotals, failures: [String]) {
        self.totals = totals
        self.failures = failures
    }
}

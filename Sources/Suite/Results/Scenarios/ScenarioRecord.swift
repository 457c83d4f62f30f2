/// One line of the results file the scenario tests write: how one scenario went in one style, or
/// what one style's random operation sequences found.
package enum ScenarioRecord: Sendable, Equatable, Codable {
    case scenario(id: String, description: String, style: String, result: ScenarioResult)
    /// The totals of one style's random sequences, with the seeds of the sequences that diverged.
    case randomSequences(style: String, totals: RandomSequenceTotals, divergingSeeds: [UInt64])
}

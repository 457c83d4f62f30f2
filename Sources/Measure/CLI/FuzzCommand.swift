/// `compare fuzz`: prints the random-sequence totals and every explained failure; any divergence
/// fails the command.
enum FuzzCommand {
    static func run(_ outcome: RandomSequenceOutcome) -> CommandOutput {
        let totals = outcome.totals
        let summary =
            "Random sequences: seed \(totals.seed), \(totals.sequences) sequences, \(totals.steps) steps, "
            + "\(totals.divergences) divergences\n"
        guard totals.divergences == 0, outcome.failures.isEmpty else {
            let details =
                outcome.failures.isEmpty
                ? "some style diverged from the reference model" : outcome.failures.joined(separator: "\n\n")
            return CommandOutput(status: 1, standardOutput: summary, standardError: "compare fuzz: " + details + "\n")
        }
        return CommandOutput(standardOutput: summary)
    }
}

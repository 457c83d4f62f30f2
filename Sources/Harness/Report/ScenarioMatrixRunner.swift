import Measure

/// Runs the whole catalogue against every style, plus the random sequences (X02), without any test
/// framework, and hands the results to the report.
@MainActor public func runScenarioMatrix(randomSeed: UInt64, randomSequences: Int, randomSteps: Int) -> ScenarioMatrix {
    let styles = StyleRegistry.all
    var rows = Scenario.all.map { scenario in
        ScenarioRow(
            id: scenario.id, description: scenario.summary,
            results: Dictionary(
                uniqueKeysWithValues: styles.map { style in
                    (style.name, result(ScenarioRunner.run(scenario, on: style)))
                }))
    }
    let random = runRandomSequences(seed: randomSeed, count: randomSequences, steps: randomSteps, styles: styles)
    rows.append(
        ScenarioRow(
            id: "X02",
            description:
                "Random operation sequences give the same screens in every style and in a plain reference model",
            results: Dictionary(
                uniqueKeysWithValues: styles.map { style in
                    let failures = random.failures.filter { $0.styleName == style.name }.map(\.message)
                    let outcome = ScenarioOutcome(
                        scenarioID: "X02", styleName: style.name,
                        failure: random.divergencesByStyle[style.name, default: 0] == 0
                            ? nil : failures.joined(separator: "\n\n"))
                    return (style.name, result(outcome))
                })))
    return ScenarioMatrix(rows: rows, randomSequences: random.totals)
}

/// "pass", "fail" with the message, or "known issue" with its reason when the failure is listed.
private func result(_ outcome: ScenarioOutcome) -> ScenarioResult {
    guard let failure = outcome.failure else { return .pass }
    if let reason = KnownIssues.reason(style: outcome.styleName, scenarioID: outcome.scenarioID) {
        return .knownIssue(reason)
    }
    return .fail(failure)
}

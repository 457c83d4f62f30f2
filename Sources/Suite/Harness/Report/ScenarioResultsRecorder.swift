import Foundation
import Results

/// Records the scenario tests' outcomes in the results file that `SCENARIO_RESULTS` names, so that
/// the report shows the results of the very test run whose coverage it reads. Without the variable
/// (a plain `swift test`) it records nothing.
package struct ScenarioResultsRecorder: Sendable {
    let file: ScenarioResultsFile?

    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        file = environment[ScenarioResultsFile.environmentVariable].map {
            ScenarioResultsFile(url: URL(fileURLWithPath: $0))
        }
    }

    /// Records how `scenario` went in its style.
    package func record(_ outcome: ScenarioOutcome, of scenario: Scenario) throws {
        try file?.append(
            .scenario(id: scenario.id, description: scenario.summary, style: outcome.styleName, result: outcome.result))
    }

    /// Records one style's random sequences: X02's result for the style and the totals.
    package func record(_ report: RandomSequenceReport, of style: Style) throws {
        let failures = report.failures.filter { $0.styleName == style.name }.map(\.message)
        let outcome = ScenarioOutcome(
            scenarioID: RandomSequenceScenario.id, styleName: style.name,
            failure: report.divergingSeeds.isEmpty ? nil : failures.joined(separator: "\n\n"))
        try file?.append(
            .scenario(
                id: RandomSequenceScenario.id, description: RandomSequenceScenario.summary, style: style.name,
                result: outcome.result))
        try file?.append(
            .randomSequences(style: style.name, totals: report.totals, divergingSeeds: report.divergingSeeds))
    }
}

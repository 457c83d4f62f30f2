/// Runs one scenario against one style: sets up the world, launches the app, performs the steps,
/// then tears the app down and checks X01 (nothing survives, the platform saw nothing wrong).
@MainActor
public enum ScenarioRunner {
    public static func run(_ scenario: Scenario, on style: Style) -> ScenarioOutcome {
        let environment: ScenarioEnvironment
        do {
            environment = try scenario.setUp()
        } catch {
            return outcome(scenario, style, problems: ["the scenario's world could not be set up: \(error)"])
        }
        defer { environment.removeTemporaryFolder() }

        let driver = AppDriver(style: style, environment: environment)
        var problems: [String] = []
        driver.launch()
        do {
            try scenario.steps(driver)
        } catch {
            problems.append(String(describing: error))
        }
        problems += leakCheckProblems(driver)
        return outcome(scenario, style, problems: problems)
    }

    /// X01, after any scenario: the platform recorded no refused presentation or inconsistent table
    /// update, and once the app is torn down no tracked presentation object is alive.
    static func leakCheckProblems(_ driver: AppDriver) -> [String] {
        var problems: [String] = []
        let platform = driver.platformProblemsAnywhere
        if !platform.isEmpty {
            let screen = driver.screen
            problems.append(
                "X01: the platform reported problems: \(platform.joined(separator: "; "))\n--- screen ---\n\(screen)")
        }
        driver.tearDown()
        let survivors = driver.survivors
        if !survivors.isEmpty {
            problems.append("X01: still alive after teardown: \(survivors.joined(separator: ", "))")
        }
        return problems
    }

    private static func outcome(_ scenario: Scenario, _ style: Style, problems: [String]) -> ScenarioOutcome {
        let failure =
            problems.isEmpty
            ? nil
            : "Scenario \(scenario.id) failed for style \(style.name) (\(scenario.summary)):\n"
                + problems.joined(separator: "\n")
        return ScenarioOutcome(scenarioID: scenario.id, styleName: style.name, failure: failure)
    }
}

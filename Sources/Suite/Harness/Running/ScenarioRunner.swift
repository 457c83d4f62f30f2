/// Runs one scenario against one style: sets up the world, launches the app, performs the steps,
/// then tears the app down and checks X01 (nothing survives, the platform saw nothing wrong).
@MainActor
public enum ScenarioRunner {
    /// `measuringSteps` runs the steps (launch and teardown excluded); a test passes one that records
    /// what they ran.
    public static func run(
        _ scenario: Scenario, on style: Style, measuringSteps: (() throws -> Void) throws -> Void = { try $0() }
    ) -> ScenarioOutcome {
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
            try measuringSteps { try scenario.steps(driver) }
        } catch {
            problems.append(String(describing: error))
        }
        problems += leakCheckProblems(driver)
        return outcome(scenario, style, problems: problems)
    }

    /// X01, after any scenario: the platform recorded no refused presentation or inconsistent table
    /// update, nothing the app let go of (a dismissed screen) is still alive, and once the app is torn
    /// down nothing it was ever seen holding is alive.
    static func leakCheckProblems(_ driver: AppDriver) -> [String] {
        var problems: [String] = []
        let platform = driver.platformProblemsAnywhere
        if !platform.isEmpty {
            let screen = driver.screen
            problems.append(
                "X01: the platform reported problems: \(platform.joined(separator: "; "))\n--- screen ---\n\(screen)")
        }
        let detached = driver.detachedSurvivors
        if !detached.isEmpty {
            problems.append("X01: alive although the app let go of them: \(detached.joined(separator: ", "))")
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

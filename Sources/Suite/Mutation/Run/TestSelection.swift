import Catalogue
import CommandSupport
import Foundation
import Measure
import Results

/// How the runs pick tests out of the one test binary: a style's unit tests by their target's name,
/// the scenarios of one style (and some scenario ids) through two environment variables the scenario
/// tests read.
struct TestSelection: Equatable, Sendable {
    let filter: String
    let environment: [String: String]
    /// One test case at a time, as the reach log's case marks need.
    var serial = false

    /// A style's unit tests: all of them, or the given ones (ids as `--list-tests` prints them).
    static func unitTests(of style: StyleDefinition, tests: [String]? = nil, serial: Bool = false) -> TestSelection {
        guard let tests else {
            return TestSelection(filter: "^\(style.testTarget)\\.", environment: [:], serial: serial)
        }
        // A listed id may omit the source location that ends the full id: match up to a `/` or the end.
        return TestSelection(
            filter: "^(" + tests.map(escaped).joined(separator: "|") + ")(/|$)", environment: [:])
    }

    /// Text as a regular expression that matches only itself.
    static func escaped(_ text: String) -> String {
        var pattern = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern
    }

    /// The scenarios of one style; nil ids means all of them and the random sequences.
    static func scenarios(of style: String, ids: [String]?) -> TestSelection {
        var environment = [ScenarioRunSelection.styleVariable: style]
        if let ids { environment[ScenarioRunSelection.idsVariable] = ids.joined(separator: ",") }
        return TestSelection(filter: "^\(ScenarioRunSelection.testTarget)\\.", environment: environment)
    }
}

/// Runs selected tests of the scratch copy's test binary and says how they went.
struct TestLauncher: Sendable {
    let invocation: TestInvocation

    enum Outcome: Equatable {
        case passed
        case failed
        case crashed
        case timedOut
        /// The filter matched nothing: the selection is wrong, not the code.
        case noTests
    }

    /// The ids of the tests in the binary whose id starts with `prefix`, as `--list-tests` prints them.
    func list(prefix: String, log: URL) async throws -> [String] {
        let (executable, arguments) = invocation.swiftTesting(filter: "^" + Self.escaped(prefix))
        let end = try await ProcessRunner.run(executable, arguments + ["--list-tests"], output: .log(log)).end
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard end == .exited(0) else {
            throw MutationError.baselineFailed(
                what: "listing the tests", log: log.path,
                excerpt: text.split(separator: "\n").suffix(20).joined(separator: "\n"))
        }
        return text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
    }

    private static func escaped(_ text: String) -> String { TestSelection.escaped(text) }

    func run(
        _ selection: TestSelection, mutant: Int? = nil, reachFile: URL? = nil, timeLimit: Duration? = nil,
        log: URL? = nil
    ) async throws -> (outcome: Outcome, duration: Duration) {
        var environment = selection.environment
        environment[MutantSwitch.activeVariable] = mutant.map(String.init) ?? "0"
        if let reachFile { environment[MutantSwitch.reachVariable] = reachFile.path }
        let (executable, arguments) = invocation.swiftTesting(filter: selection.filter, serial: selection.serial)
        let run = try await ProcessRunner.run(
            executable, arguments, environment: environment, output: log.map(ProcessOutput.log) ?? .discarded,
            timeLimit: timeLimit)
        let outcome: Outcome =
            switch run.end {
            case .exited(0): .passed
            case .exited(TestInvocation.noTestsMatched): .noTests
            case .exited: .failed
            case .signalled: .crashed
            case .timedOut: .timedOut
            }
        return (outcome, run.duration)
    }
}

import Foundation
import Harness

/// The change request whose scenarios run, and against which styles. Nothing runs unless a request
/// is named, because on the starter (main) its scenarios fail by design: `EXERCISE=E1` (or `1`)
/// selects rename a task, and `SCENARIO_STYLE=MVVM` keeps one style, as for the shared scenarios.
/// `make exercise-check` and `make exercises` set both.
enum ExerciseSelection {
    static let requestVariable = "EXERCISE"
    static let styleVariable = "SCENARIO_STYLE"

    /// "E1" for `EXERCISE=E1` or `EXERCISE=1`; nil when no request is named.
    static let request: String? = environment(requestVariable).map { $0.hasPrefix("E") ? $0 : "E" + $0 }

    static var isSelected: Bool { request != nil }

    static let scenarios: [Scenario] = {
        guard let request else { return [] }
        return ExerciseCatalogue.scenarios.filter { $0.id.hasPrefix(request + "-") }
    }()

    static let styles: [Style] = {
        guard isSelected else { return [] }
        guard let name = environment(styleVariable) else { return StyleRegistry.all }
        return StyleRegistry.all.filter { $0.name == name }
    }()

    private static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}

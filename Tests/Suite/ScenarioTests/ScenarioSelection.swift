import Foundation
import Harness

/// The scenarios and styles these tests run: all of them, unless the environment narrows them.
/// `make compare` runs the scenarios once per style, all at once (`TestRunPlan.scenarioStyleVariable`).
/// `make mutate` runs each mutant against its own style only, and only the scenarios that reach it:
/// `SCENARIO_STYLE=MVC` keeps one style, `SCENARIO_IDS=T01,C03` keeps those scenarios (`X02` names the
/// random sequences, which run only when named or when no ids are given). `SCENARIO_SKIP=T21,T22`
/// leaves out the scenarios a change request replaces with its own (see Exercises/MAINTAINERS.md).
enum ScenarioSelection {
    static let styles: [Style] = {
        guard let name = environment("SCENARIO_STYLE") else { return StyleRegistry.all }
        return StyleRegistry.all.filter { $0.name == name }
    }()

    static let scenarios: [Scenario] = {
        let kept = Scenario.all.filter { !skipped.contains($0.id) }
        guard let ids else { return kept }
        return kept.filter { ids.contains($0.id) }
    }()

    /// The styles the random sequences run against.
    static let randomSequenceStyles: [Style] = {
        guard let ids else { return styles }
        return ids.contains("X02") ? styles : []
    }()

    /// The styles the key actions run against: they are measured for the report, so they run only when
    /// no scenario ids narrow the run.
    static let keyActionStyles: [Style] = ids == nil ? styles : []

    private static let ids: Set<String>? = environment("SCENARIO_IDS").map(idSet)
    private static let skipped: Set<String> = environment("SCENARIO_SKIP").map(idSet) ?? []

    private static func idSet(_ list: String) -> Set<String> {
        Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }

    private static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}

import Foundation
import Harness
import Results

/// The scenarios and styles these tests run: all of them, unless the environment narrows them.
/// The variables are those of `ScenarioRunSelection`: `SCENARIO_STYLE=MVC` keeps one style,
/// `SCENARIO_IDS=T01,C03` keeps those scenarios (`X02` names the random sequences, which run only
/// when named or when no ids are given), `SCENARIO_SKIP=T21,T22` leaves out the scenarios a change
/// request replaces with its own (see Exercises/MAINTAINERS.md).
enum ScenarioSelection {
    static let styles: [Style] = {
        guard let name = environment(ScenarioRunSelection.styleVariable) else { return StyleRegistry.all }
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
        return ids.contains(ScenarioRunSelection.randomSequencesID) ? styles : []
    }()

    /// The styles the key actions run against: they are measured for the report, so they run only when
    /// no scenario ids narrow the run.
    static let keyActionStyles: [Style] = ids == nil ? styles : []

    private static let ids: Set<String>? = environment(ScenarioRunSelection.idsVariable).map(idSet)
    private static let skipped: Set<String> = environment(ScenarioRunSelection.skippedVariable).map(idSet) ?? []

    private static func idSet(_ list: String) -> Set<String> {
        Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }

    private static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}

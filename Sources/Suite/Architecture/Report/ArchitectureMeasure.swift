import Measure
import Results

/// Builds "What the architecture buys" for every style of the layer table: the figures from the
/// sources, and those from the test runs when they recorded case profiles.
package enum ArchitectureMeasure {
    package static func report(_ inputs: ArchitectureInputs) async throws -> ArchitectureReport {
        let structure = try StructureAnalysis.analyse(sources: inputs.inventory.sources, table: inputs.table)
        var styles = structure.styles.map { StructureSection.build($0, table: inputs.table) }
        guard let run = inputs.caseProfiles else { return ArchitectureReport(styles: styles) }
        let runtime = try await RuntimeMeasure.measure(
            run, structure: structure, table: inputs.table, packageRoot: inputs.packageRoot)
        for index in styles.indices {
            guard let figures = runtime.styles[styles[index].name] else { continue }
            RuntimeSection.add(figures, to: &styles[index])
        }
        return ArchitectureReport(styles: styles, runtime: runtime.note)
    }
}

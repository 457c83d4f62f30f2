import Catalogue
import Measure
import Results

/// Adds a style's figures from the test runs to its part of the report.
enum RuntimeSection {
    static func add(_ figures: StyleRuntime, to report: inout StyleArchitectureReport) {
        for index in report.layers.indices {
            guard let layer = LayerName(rawValue: report.layers[index].name) else { continue }
            report.layers[index].unitTests = figures.unitTests[layer] ?? ViewNeed()
            report.layers[index].viewFreeLines = figures.viewFreeLines[layer] ?? CoverageCount()
        }
        report.unattributedUnitTests = figures.unattributedUnitTests
        report.scenarioPaths = figures.scenarioPaths
        report.keyActions = figures.keyActions
    }
}

import Catalogue
import Results

/// Puts measured files, coverage and scenario results together into the report, placing every file
/// with the layer table. Pure: the same inputs always give the same report.
package struct ReportBuilder: Sendable {
    let table: LayerTable

    package init(table: LayerTable) {
        self.table = table
    }

    /// Throws `UnmappedFilesError` when a source file fits no layer.
    package func build(inventory: SourceInventory, coverage: CoverageResult, matrix: ScenarioMatrix) throws
        -> ComparisonReport
    {
        try inventory.checkPlacement(in: table)
        var styleFiles: [String: [LayerName: [SourceFile]]] = [:]
        var sharedFiles: [String: [SourceFile]] = [:]
        for file in inventory.sources {
            switch table.placement(ofSource: file.path) {
            case .style(let style, let layer): styleFiles[style, default: [:]][layer, default: []].append(file)
            case .shared(let module, _): sharedFiles[module, default: []].append(file)
            case .tooling, .unmapped: continue
            }
        }
        let scenarios = scenarioRows(matrix)
        return ComparisonReport(
            styles: table.styles.map { style in
                styleReport(
                    style, files: styleFiles[style.name] ?? [:], tests: testFiles(in: style.testFolder, of: inventory),
                    coverage: coverage, scenarios: scenarios)
            },
            shared: table.shared.map { module in
                layerReport(
                    name: module.layer.rawValue, module: module.name, files: sharedFiles[module.name] ?? [],
                    tests: testFiles(in: module.testFolder, of: inventory), coverage: coverage
                )
            },
            coverageRuns: coverage.runs,
            scenarios: scenarios,
            knownIssues: matrix.knownIssues,
            randomSequences: matrix.randomSequences
        )
    }

    private func testFiles(in folder: String, of inventory: SourceInventory) -> [SourceFile] {
        inventory.tests.filter { $0.path.hasPrefix(folder + "/") }
    }

    func layerReport(name: String, module: String?, files: [SourceFile], tests: [SourceFile], coverage: CoverageResult)
        -> LayerReport
    {
        let files = files.sorted { $0.path < $1.path }
        let tests = tests.sorted { $0.path < $1.path }
        let lines = files.map(\.metrics.lines).reduce(LineCounts(), +)
        var layerCoverage = CoverageByKind()
        for kind in TestKind.allCases {
            layerCoverage[kind] = files.map { coverage.summary(of: $0.path, kind: kind) }.reduce(CoverageSummary(), +)
        }
        return LayerReport(
            name: name,
            module: module,
            files: files.map(\.lines),
            code: lines.code,
            comment: lines.comment,
            blank: lines.blank,
            testCode: tests.map(\.metrics.lines.code).reduce(0, +),
            testFiles: tests.map(\.lines),
            declarations: files.map(\.metrics.declarations).reduce(DeclarationCounts(), +),
            coverage: layerCoverage
        )
    }
}

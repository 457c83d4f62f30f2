import Catalogue
import Results

extension ReportBuilder {
    func styleReport(
        _ style: StyleDefinition,
        files: [LayerName: [SourceFile]],
        tests: [SourceFile],
        coverage: CoverageResult,
        scenarios: [ScenarioRowReport]
    ) -> StyleReport {
        var testsByLayer: [LayerName: [SourceFile]] = [:]
        var support: [SourceFile] = []
        for test in tests {
            if let layer = table.layer(ofTestFile: test.path, in: style) {
                testsByLayer[layer, default: []].append(test)
            } else {
                support.append(test)
            }
        }
        let layers = style.layers.map { layer in
            layerReport(
                name: layer.rawValue, module: nil, files: files[layer] ?? [], tests: testsByLayer[layer] ?? [],
                coverage: coverage)
        }
        let lines = layers.map(\.lines).reduce(LineCounts(), +)
        return StyleReport(
            name: style.name,
            layers: layers,
            fileCount: layers.map(\.files.count).reduce(0, +),
            code: lines.code,
            comment: lines.comment,
            blank: lines.blank,
            testCode: tests.map(\.metrics.lines.code).reduce(0, +),
            testFileCount: tests.count,
            testSupport: TestSupportReport(
                code: support.map(\.metrics.lines.code).reduce(0, +), files: support.map(\.lines)),
            declarations: layers.map(\.declarations).reduce(DeclarationCounts(), +),
            coverage: layers.map(\.coverage).reduce(CoverageByKind(), +),
            scenarios: tally(style.name, in: scenarios),
            types: TypeReport.types(of: layers)
        )
    }

    private func tally(_ style: String, in rows: [ScenarioRowReport]) -> ScenarioTally {
        var tally = ScenarioTally()
        for result in rows.compactMap({ $0.results[style] }) {
            switch result {
            case ScenarioResult.pass.label: tally.pass += 1
            case ScenarioResult.knownIssue("").label: tally.knownIssue += 1
            default: tally.fail += 1
            }
        }
        return tally
    }

    func scenarioRows(_ matrix: ScenarioMatrix) -> [ScenarioRowReport] {
        matrix.rows
            .sorted { ScenarioID.sortKey($0.id) < ScenarioID.sortKey($1.id) }
            .map { row in
                var notes: [String: String] = [:]
                for (style, result) in row.results {
                    switch result {
                    case .pass: break
                    case .fail(let message), .knownIssue(let message): notes[style] = message
                    }
                }
                return ScenarioRowReport(
                    id: row.id,
                    description: row.description,
                    results: row.results.mapValues(\.label),
                    notes: notes.isEmpty ? nil : notes
                )
            }
    }
}

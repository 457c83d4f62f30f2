import Catalogue
import Foundation
import Results

/// `compare render`: writes the report already in a folder again from its comparison.json and
/// environment.json, with the mutation results as they are now, and runs no test. `make mutate` runs
/// it after writing mutation.json, so that `compare` stays the one writer of the comparison.
package enum RenderCommand {
    /// Returns false when the folder holds no report to write again (`make compare` has not run).
    @discardableResult
    package static func run(reports: URL, packageRoot: URL, table: LayerTable) throws -> Bool {
        let decoder = JSONDecoder()
        guard
            let reportData = try? Data(contentsOf: reports.appendingPathComponent("comparison.json")),
            var report = try? decoder.decode(ComparisonReport.self, from: reportData),
            let environmentData = try? Data(contentsOf: reports.appendingPathComponent("environment.json")),
            let environment = try? decoder.decode(EnvironmentReport.self, from: environmentData)
        else { return false }
        report.mutation = try MutationSection.read(packageRoot: packageRoot, reports: reports, table: table)
        // The guides may have changed since: they are read again, as the report reads them.
        report.guides = StyleGuideReader.read(packageRoot: packageRoot, styles: report.styles.map(\.name))
        try ReportWriter(directory: reports).write(report, environment: environment)
        return true
    }
}

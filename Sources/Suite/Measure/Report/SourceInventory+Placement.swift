import Catalogue

extension SourceInventory {
    /// Throws `UnmappedFilesError`, naming every source file that fits no layer of `table`. The report
    /// calls this right after reading the sources, before any test runs: a report without those
    /// files would be wrong, and finding out should not cost a test run.
    package func checkPlacement(in table: LayerTable) throws {
        let unmapped = sources.filter { table.placement(ofSource: $0.path) == .unmapped }.map(\.path)
        guard unmapped.isEmpty else { throw UnmappedFilesError(paths: unmapped.sorted()) }
    }
}

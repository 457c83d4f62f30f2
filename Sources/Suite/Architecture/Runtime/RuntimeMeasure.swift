import Catalogue
import Foundation
import Measure
import Results

/// A style's figures from the test runs.
package struct StyleRuntime: Sendable, Equatable {
    package var unitTests: [LayerName: ViewNeed] = [:]
    package var unattributedUnitTests = ViewNeed()
    package var viewFreeLines: [LayerName: CoverageCount] = [:]
    package var scenarioPaths: [PathReport] = []
    package var keyActions: [PathReport] = []
}

/// The figures from the test runs: for each unit test case, whether it created a view and which
/// lines the view-free ones ran; for each scenario and key action, which of the style's functions ran.
package struct RuntimeFigures: Sendable, Equatable {
    package var note: RuntimeNote
    package var styles: [String: StyleRuntime]
}

package enum RuntimeMeasure {
    package static func measure(
        _ run: CaseProfileRun, structure: PackageStructure, table: LayerTable, packageRoot: URL
    ) async throws -> RuntimeFigures {
        guard let layout = try CaseProfileSet.firstLayout(in: run.directory) else {
            return RuntimeFigures(
                note: RuntimeNote(
                    notMeasured: "the tests recorded no case profiles (a build without coverage?)", cases: 0,
                    overlappedCases: 0),
                styles: [:])
        }
        if let note = unreadableVersion(of: layout) { return RuntimeFigures(note: note, styles: [:]) }
        try FileManager.default.createDirectory(at: run.workDirectory, withIntermediateDirectories: true)
        let records = try FunctionRecords.read(layout)
        let tools = ProfileTools(run: run)
        let reader = CoverageExportReader(packageRoot: packageRoot)
        let platform = Set(table.shared.filter { $0.layer == .platform }.map(\.name))
        let styleFiles = structure.styles.flatMap(\.files)
        let files = styleFiles + structure.sharedFiles.filter { platform.contains($0.module) }
        func absolute(_ files: [PlacedFile]) -> [String] {
            files.map { packageRoot.appendingPathComponent($0.path).path }
        }

        // Every function of the styles and the toolkit, listed by llvm-cov (from the run's profile, or
        // one with no counts) while the cases are read here.
        async let listing = tools.functionListing(layout: layout, sources: absolute(files))
        guard let profiles = try CaseProfileSet.load(from: run.directory) else {
            throw CaseProfileError.unreadable(path: run.directory.path, reason: "its case profiles went away")
        }
        let codePlaces = CodePlaces(files: files)
        var info = [RecordInfo?](repeating: nil, count: records.count)
        for (index, function) in FunctionList.places(of: records, lcov: try await listing, reader: reader) {
            guard let place = codePlaces.place(function) else { continue }
            info[index] = RecordInfo(
                place: place, isClosure: CodePlaces.isClosure(function.name),
                createsView: ViewCreation.isCreation(place, platform: platform))
        }
        let cases = CaseAnalysis(profiles: profiles, records: records, info: info, table: table, reader: reader)

        var styles = cases.figures()
        let viewFree = try await tools.profile(
            named: "view-free-unit", layout: layout, counters: cases.viewFreeCounts())
        let summaries = try reader.read(
            try await tools.export(viewFree, sources: absolute(styleFiles), functions: false, name: "view-free-unit")
        ).summaries
        for (style, lines) in linesByLayer(files: styleFiles, summaries: summaries) {
            styles[style, default: StyleRuntime()].viewFreeLines = lines
        }
        return RuntimeFigures(
            note: RuntimeNote(
                notMeasured: nil, cases: profiles.cases.count,
                overlappedCases: profiles.cases.filter(\.overlapped).count),
            styles: styles)
    }

    /// A toolchain whose compiler writes another raw profile version leaves these figures unmeasured,
    /// saying why, instead of failing the whole report; nil when the version is the one read here.
    static func unreadableVersion(of layout: ProfileLayout) -> RuntimeNote? {
        let version = layout.version & 0xFF
        guard version != FunctionRecords.readableVersion else { return nil }
        return RuntimeNote(
            notMeasured: "this toolchain's compiler writes raw profile version \(version), and the reader of case "
                + "profiles knows only version \(FunctionRecords.readableVersion) (LLVM 19 to 21)",
            cases: 0, overlappedCases: 0)
    }

    /// Line coverage summed per style and layer; a file the summaries lack counts as having no lines.
    static func linesByLayer(files: [PlacedFile], summaries: [String: CoverageSummary])
        -> [String: [LayerName: CoverageCount]]
    {
        var lines: [String: [LayerName: CoverageCount]] = [:]
        for file in files {
            lines[file.module, default: [:]][file.layer] =
                (lines[file.module]?[file.layer] ?? CoverageCount()) + (summaries[file.path]?.lines ?? CoverageCount())
        }
        return lines
    }
}

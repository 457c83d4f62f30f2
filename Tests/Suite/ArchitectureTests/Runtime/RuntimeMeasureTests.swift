import Catalogue
import Foundation
import Measure
import Results
import Testing

@testable import Architecture

@Suite("RuntimeMeasure")
struct RuntimeMeasureTests {
    private func layout(version: UInt64) -> ProfileLayout {
        ProfileLayout(version: version, data: [], countersDelta: 0, counterCount: 0, namesAddress: 0, names: [])
    }

    @Test("another raw profile version leaves the run-time figures unmeasured, saying why, instead of failing")
    func otherProfileVersion() {
        let note = RuntimeMeasure.unreadableVersion(of: layout(version: 11))

        #expect(
            note
                == RuntimeNote(
                    notMeasured: "this toolchain's compiler writes raw profile version 11, and the reader of case "
                        + "profiles knows only version 10 (LLVM 19 to 21)",
                    cases: 0, overlappedCases: 0))
    }

    @Test("version 10, whatever the flags in its upper bits, is read")
    func readableVersion() {
        #expect(RuntimeMeasure.unreadableVersion(of: layout(version: 0xFF00_0000_0000_000A)) == nil)
    }

    @Test("view-free line coverage is summed per style and layer from the files' summaries")
    func linesByLayer() {
        func file(_ path: String, _ layer: LayerName) -> PlacedFile {
            PlacedFile(path: path, module: "VIPER", layer: layer, codeLines: 0, structure: FileStructure())
        }
        func lines(_ covered: Int, _ total: Int) -> CoverageSummary {
            CoverageSummary(lines: CoverageCount(covered: covered, total: total), regions: CoverageCount())
        }

        let result = RuntimeMeasure.linesByLayer(
            files: [file("a.swift", .presenter), file("b.swift", .presenter), file("c.swift", .view)],
            summaries: ["a.swift": lines(3, 4), "b.swift": lines(5, 5)])

        #expect(
            result == [
                "VIPER": [.presenter: CoverageCount(covered: 8, total: 9), .view: CoverageCount(covered: 0, total: 0)]
            ])
    }
}

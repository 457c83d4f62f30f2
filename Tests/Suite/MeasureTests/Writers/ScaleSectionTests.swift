import Foundation
import Results
import Testing
import ToolTestSupport

@testable import Measure

@Suite("Cost of one action at scale")
struct ScaleSectionTests {
    static let scale = ScaleReport(
        commit: "abc1234", machine: "Linux x86_64, 2 cores", repetitions: 7,
        actions: [
            ScaleMeasurement(
                action: "Add a task", items: 10_000, modelsSeconds: 0.0002,
                styles: [.init(style: "MVC", seconds: 0.0003), .init(style: "MVVM", seconds: 0.0005)]),
            ScaleMeasurement(
                action: "Add a task", items: 100, modelsSeconds: 0.000_01,
                styles: [.init(style: "MVC", seconds: 0.000_04), .init(style: "MVVM", seconds: 0.000_05)]),
        ],
        bulkImport: ScaleMeasurement(
            action: "Import employees into an empty book", items: 80_000, modelsSeconds: 0.5,
            styles: [.init(style: "MVC", seconds: 0.61), .init(style: "MVVM", seconds: 1.234)]))

    @Test("the printed table gives each style's median and its ratio to the bare Models operation")
    func textTable() {
        #expect(
            Self.scale.textTable() == """
                Action                                Items    Models              MVC             MVVM
                Add a task                           10,000  0.200 ms  0.300 ms (1.5x)  0.500 ms (2.5x)
                Add a task                              100  0.010 ms  0.040 ms (4.0x)  0.050 ms (5.0x)
                Import employees into an empty book  80,000  500.0 ms  610.0 ms (1.2x)    1.23 s (2.5x)
                """)
    }

    @Test("the worst ratio counts at the largest size only, and the slowest import is the style's")
    func targets() {
        #expect(Self.scale.worstRatioAtLargestSize == 2.5)
        #expect(Self.scale.slowestBulkImportSeconds == 1.234)
    }

    @Test(
        "the report draws one line chart per action under Pictures and keeps the tables, with the commit and machine, in the appendix"
    )
    func section() throws {
        var report = try ReportFixtures.report()
        report.scale = Self.scale

        let markdown = prose(MarkdownRenderer.render(ReportDocument(report: report)))

        #expect(markdown.contains("## Cost of one action at scale"))
        #expect(markdown.contains("at commit abc1234 on Linux x86_64, 2 cores"))
        #expect(markdown.contains("| Add a task | 10,000 | 0.200 ms | 0.300 ms (1.5x) | 0.500 ms (2.5x) |"))
        #expect(markdown.contains("| MVVM (UIKit) | 2.5x |"))
        #expect(!markdown.contains("(target:"))
        let pictures = try #require(markdown.range(of: "### What a longer list costs"))
        let appendix = try #require(markdown.range(of: "## Appendix"))
        let scale = try #require(markdown.range(of: "## Cost of one action at scale"))
        #expect(pictures.lowerBound < appendix.lowerBound && appendix.lowerBound < scale.lowerBound)
        #expect(HTMLRenderer.render(ReportDocument(report: report)).contains("<polyline"))
    }

    @Test("without Reports/scale.json the section says how to measure")
    func notMeasured() throws {
        let markdown = MarkdownRenderer.render(
            ReportDocument(report: try ReportFixtures.report()))

        #expect(markdown.contains("Not measured yet: `make scale` writes Reports/scale.json"))
    }

    @Test("the file is read back as written, and a folder without it has none")
    func loads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ScaleReport.load(from: folder) == nil)

        try JSONEncoder().encode(Self.scale).write(to: folder.appendingPathComponent("scale.json"))

        #expect(try ScaleReport.load(from: folder) == Self.scale)
    }

    @Test("a file that cannot be written is named, with the cause in words")
    func writeFailureInWords() throws {
        let folder = try TemporaryFolder("scale")
        defer { folder.remove() }
        let blocked = try folder.write("Reports", "a file, not a folder")
        let file = blocked.appendingPathComponent("scale.json")

        #expect(throws: ReportWriterError(path: file.path, reason: "something else already has that name")) {
            try Self.scale.write(to: file)
        }
    }

    @Test(
        "durations keep three figures that matter",
        arguments: [(0.000_0421, "0.042 ms"), (0.0123, "12.3 ms"), (1.5, "1.50 s")])
    func durations(seconds: Double, text: String) {
        #expect(ScaleFormat.duration(seconds) == text)
    }

    @Test("the largest size shows the fastest and slowest run of each figure; every size is in the appendix")
    func spreadAtTheLargestSize() throws {
        var scale = Self.scale
        scale.actions[0].modelsRange = .init(min: 0.00019, max: 0.00021)
        scale.actions[0].styles[0].range = .init(min: 0.00028, max: 0.0011)
        var report = try ReportFixtures.report()
        report.scale = scale

        let markdown = MarkdownRenderer.render(ReportDocument(report: report))
        let appendix = try #require(markdown.range(of: "## Appendix"))

        #expect(
            markdown.contains(
                "| Add a task | 10,000 | 0.200 ms, runs 0.190–0.210 ms | 0.300 ms (1.5x), runs 0.280–1.100 ms "
                    + "| 0.500 ms (2.5x) |"))
        #expect(markdown[appendix.upperBound...].contains("| Add a task | 100 | 0.010 ms | 0.040 ms (4.0x) |"))
        #expect(!markdown[..<appendix.lowerBound].contains("| Add a task | 100 |"))
    }

    @Test(
        "the section says when the timings were measured on other sources, or before sources were recorded",
        arguments: [
            (nil as String?, "measured before scale results recorded which sources"),
            (
                "fnv1a64:0000000000000001",
                "the sources have changed since these timings were measured (at commit abc1234)"
            ),
        ])
    func stale(fingerprint: String?, sentence: String) throws {
        var scale = Self.scale
        scale.fingerprint = fingerprint
        scale.stale = scale.staleness(against: "fnv1a64:0000000000000002")
        var report = try ReportFixtures.report()
        report.scale = scale

        let markdown = MarkdownRenderer.render(ReportDocument(report: report))

        #expect(markdown.contains("**Stale:** "))
        #expect(markdown.contains(sentence))
    }

    @Test("timings measured on the current sources are not stale")
    func current() {
        var scale = Self.scale
        scale.fingerprint = "fnv1a64:0000000000000002"

        #expect(scale.staleness(against: "fnv1a64:0000000000000002") == nil)
    }

    @Test(
        "a file of schema 1, without fingerprint or spreads, still reads; one that is not scale.json is refused in words"
    )
    func oldAndBrokenFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("scale.json")
        try Data(
            """
            {"schema": 1, "commit": "eb68e8e", "machine": "m", "repetitions": 7, "actions": [],
             "bulkImport": {"action": "Import", "items": 10, "modelsSeconds": 0.5,
                            "styles": [{"style": "MVC", "seconds": 0.6}]}}
            """.utf8
        ).write(to: file)

        let old = try #require(try ScaleReport.load(from: folder))
        #expect(old.commit == "eb68e8e")
        #expect(old.fingerprint == nil)
        #expect(old.bulkImport.styles[0].range == nil)

        try Data("not json".utf8).write(to: file)
        #expect {
            try ScaleReport.load(from: folder, shownAs: "Reports")
        } throws: { error in
            (error as? ResultsFileError)?.path == "Reports/scale.json"
                && "\(error)".hasSuffix("run make scale to write it again.")
        }
    }
}

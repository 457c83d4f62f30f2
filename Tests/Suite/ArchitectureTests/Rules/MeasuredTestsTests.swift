import Architecture
import CaseProfiles
import Measure
import Testing

/// The per-test figures count only the test cases a measuring trait wraps, so every unit test of
/// every style must have one.
@Suite("Measured tests")
struct MeasuredTestsTests {
    static let traits: Set<String> = ["profilingEachCase"]

    @Test("every unit test of the style runs inside a trait that measures each case", arguments: LayerRulesTests.styles)
    func everyTestIsMeasured(_ name: String) throws {
        let files = try PackageSources.inventory.get().tests.filter { $0.path.hasPrefix("Tests/Styles/\(name)Tests/") }

        #expect(!files.isEmpty)
        #expect(
            MeasuredTests.unmeasured(files: files, traits: Self.traits) == [],
            "give these tests' suites .profilingEachCase (TestSupport)")
    }

    @Test("a test is measured by its own trait or by a measured suite around it, in its file or another")
    func knownAnswers() {
        func file(_ path: String, _ source: String) -> SourceFile {
            SourceFile(path: path, metrics: SwiftLexer.measure(source))
        }
        let files = [
            file(
                "A.swift",
                "@Suite(\"A\", .checkingForLeaks, .profilingEachCase)\nstruct ATests {\n    @Test func one() {}\n}"),
            file("A+More.swift", "extension ATests {\n    @Test(\"two\") func two() {}\n}"),
            file(
                "B.swift",
                "@Suite(\"B\")\nstruct BTests {\n    @Test func three() {}\n    @Test(.profilingEachCase) func four() {}\n}"
            ),
            file("C.swift", "@Test func five() {}"),
        ]

        #expect(MeasuredTests.unmeasured(files: files, traits: Self.traits) == ["B.swift:3", "C.swift:1"])
    }
}

/// One architecture style: its layers and its totals.
package struct StyleReport: Sendable, Equatable, Codable {
    package var name: String
    /// In the style's layer order (outermost view first, composition last).
    package var layers: [LayerReport]
    package var fileCount: Int
    package var code: Int
    package var comment: Int
    package var blank: Int
    /// Code lines of all the style's test files: its layers' test code plus its test support.
    package var testCode: Int
    package var testFileCount: Int
    package var testSupport: TestSupportReport
    package var declarations: DeclarationCounts
    package var coverage: CoverageByKind
    package var scenarios: ScenarioTally
    /// Every type of the style with all its files counted together, largest first.
    package var types: [TypeReport]
}

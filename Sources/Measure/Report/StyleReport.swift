/// One architecture style: its layers and its totals.
public struct StyleReport: Sendable, Equatable, Codable {
    public var name: String
    /// In the style's layer order (outermost view first, composition last).
    public var layers: [LayerReport]
    public var fileCount: Int
    public var code: Int
    public var comment: Int
    public var blank: Int
    /// Code lines of all the style's test files, test support included.
    public var testCode: Int
    public var testFileCount: Int
    public var testSupport: TestSupportReport
    public var declarations: DeclarationCounts
    public var coverage: CoverageByKind
    public var scenarios: ScenarioTally
}

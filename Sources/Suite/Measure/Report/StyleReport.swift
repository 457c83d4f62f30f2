/// One architecture style: its layers and its totals.
public struct StyleReport: Sendable, Equatable, Codable {
    public var name: String
    /// In the style's layer order (outermost view first, composition last).
    public var layers: [LayerReport]
    public var fileCount: Int
    public var code: Int
    public var comment: Int
    public var blank: Int
    /// Code lines of all the style's test files: its layers' test code plus its test support.
    public var testCode: Int
    public var testFileCount: Int
    public var testSupport: TestSupportReport
    public var declarations: DeclarationCounts
    public var coverage: CoverageByKind
    public var scenarios: ScenarioTally
    /// Every type of the style with all its files counted together, largest first.
    public var types: [TypeReport]
}

/// The kinds of tests whose coverage the report tells apart. Each test target has exactly one kind,
/// so the three runs partition the tests and `all` is the merge of their profiles.
package enum TestKind: String, Sendable, Codable, CaseIterable, Comparable {
    /// ScenarioTests: the shared catalogue, driving each style through the headless UI only.
    case scenarios
    /// The styles' own reference tests (MVCTests, MVVMTests, VIPERTests). Styles never depend on each
    /// other, so on a style's files this is exactly the coverage of that style's own test target.
    case unit
    /// Every other test target (ModelsTests, HeadlessUITests, HarnessTests, MeasureTests, ...).
    case other
    /// All tests: the merge of the three profiles above.
    case all

    /// The kinds that are run; `all` is merged from them.
    package static let runKinds: [TestKind] = [.scenarios, .unit, .other]

    package static func < (lhs: TestKind, rhs: TestKind) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// The kind of a test target, given the style test targets.
    static func of(testTarget: String, styleTestTargets: Set<String>) -> TestKind {
        if testTarget == "ScenarioTests" { return .scenarios }
        return styleTestTargets.contains(testTarget) ? .unit : .other
    }
}

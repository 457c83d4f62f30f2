/// The kinds of tests whose coverage the report tells apart. Each test target the report reads has
/// exactly one kind, so the three runs partition those tests and `all` is the merge of their profiles.
/// The tooling's own tests (HarnessTests, MeasureTests, MutationTests, ...) have none and are not run:
/// they check the tooling, whose coverage the report does not show.
package enum TestKind: String, Sendable, Codable, CaseIterable, Comparable {
    /// ScenarioTests: the shared catalogue, driving each style through the headless UI only.
    case scenarios
    /// The styles' own reference tests (MVCTests, MVVMTests, VIPERTests). Styles never depend on each
    /// other, so on a style's files this is exactly the coverage of that style's own test target.
    case unit
    /// The shared modules' own tests (ModelsTests, HeadlessUITests, HeadlessSwiftUITests).
    case other
    /// All tests: the merge of the three profiles above.
    case all

    /// The kinds that are run; `all` is merged from them.
    package static let runKinds: [TestKind] = [.scenarios, .unit, .other]

    package static func < (lhs: TestKind, rhs: TestKind) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// The kind of a test target, given the style and shared modules' test targets; nil for a test
    /// target of the tooling.
    package static func of(testTarget: String, styleTestTargets: Set<String>, sharedTestTargets: Set<String>)
        -> TestKind?
    {
        if testTarget == ScenarioRunSelection.testTarget { return .scenarios }
        if styleTestTargets.contains(testTarget) { return .unit }
        return sharedTestTargets.contains(testTarget) ? .other : nil
    }
}

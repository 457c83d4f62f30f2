import Architecture
import Catalogue
import Measure
import Testing

/// The reference architecture tests: every registered style's files, read from the package, checked
/// against the rules the style states for its layers. A broken rule fails at the offending line.
@Suite("Layer rules of every style")
struct LayerRulesTests {
    static let styles = LayerTable.standard.styles.map(\.name)

    @Test("the style states exactly one rule for each of its layers", arguments: styles)
    func rulesAreStated(_ name: String) throws {
        let style = try #require(LayerTable.standard.styles.first { $0.name == name })
        let rules = try #require(StyleRules.rules(for: name), "\(name) states no rules: add StyleRules+\(name).swift")

        #expect(rules.problems(for: style, shared: LayerTable.standard.shared) == [])
    }

    @Test("no file of the style refers to anything its layer's rule forbids", arguments: styles)
    func rulesAreKept(_ name: String) throws {
        let structure = try #require(try PackageSources.package.get().first { $0.style.name == name })
        let rules = try #require(StyleRules.rules(for: name))
        let root = PackageSources.root()

        let violations = RuleCheck.violations(of: structure, rules: rules, shared: LayerTable.standard.shared)

        #expect(!structure.files.isEmpty, "the rules must have files of \(name) to check")
        for violation in violations {
            let file = root.appendingPathComponent(violation.path).path
            Issue.record(
                Comment(rawValue: violation.description),
                sourceLocation: SourceLocation(
                    fileID: name + "/" + (violation.path.split(separator: "/").last.map(String.init) ?? ""),
                    filePath: file, line: violation.line, column: 1))
        }
    }
}

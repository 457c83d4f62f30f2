/// "What the architecture buys": figures measured the same way for every style, from the sources
/// (UI-bound code, layer dependencies and each pattern's rules) and from the test runs (unit tests
/// that need a view, the path of one user action). Defined in Reports/README.md.
package struct ArchitectureReport: Sendable, Equatable, Codable {
    /// In the layer table's order.
    package var styles: [StyleArchitectureReport]
    /// Whether the figures from the test runs were measured; nil when they were not asked for.
    package var runtime: RuntimeNote?

    package init(styles: [StyleArchitectureReport], runtime: RuntimeNote? = nil) {
        self.styles = styles
        self.runtime = runtime
    }
}

/// One style's part of the section.
package struct StyleArchitectureReport: Sendable, Equatable, Codable {
    package var name: String
    /// In the style's layer order.
    package var layers: [LayerArchitectureReport]
    /// Every pair of layers where the first refers to the second, sorted by layer order.
    package var dependencies: [DependencyReport]
    /// The style's rule for each layer, in words, in layer order.
    package var rules: [LayerRuleReport]
    /// References that break a rule, as `path:line: ...`; empty when the style keeps its rules.
    package var violations: [String]
    /// Unit test cases in files the layer table gives no layer (support, architecture checks).
    package var unattributedUnitTests: ViewNeed?
    /// Per scenario of the catalogue, what its steps ran of the style; nil when not measured.
    package var scenarioPaths: [PathReport]?
    /// Per key action, what it ran of the style, with the functions by layer; nil when not measured.
    package var keyActions: [PathReport]?

    package init(
        name: String, layers: [LayerArchitectureReport], dependencies: [DependencyReport], rules: [LayerRuleReport],
        violations: [String]
    ) {
        self.name = name
        self.layers = layers
        self.dependencies = dependencies
        self.rules = rules
        self.violations = violations
    }
}

/// A layer's code split by whether it needs the UI toolkit.
package struct LayerArchitectureReport: Sendable, Equatable, Codable {
    package var name: String
    /// Files that import the UI toolkit or name one of its types, and their code lines.
    package var uiBound: CodeShare
    package var uiFree: CodeShare
    /// The style's unit test cases written for this layer, and how many created a view; nil when the
    /// tests were not measured.
    package var unitTests: ViewNeed?
    /// Lines of the layer run by the style's unit test cases that created no view.
    package var viewFreeLines: CoverageCount?

    package init(name: String, uiBound: CodeShare, uiFree: CodeShare) {
        self.name = name
        self.uiBound = uiBound
        self.uiFree = uiFree
    }
}

/// A number of files and their code lines.
package struct CodeShare: Sendable, Equatable, Codable {
    package var files: Int
    package var code: Int

    package init(files: Int = 0, code: Int = 0) {
        self.files = files
        self.code = code
    }

    package static func + (lhs: CodeShare, rhs: CodeShare) -> CodeShare {
        CodeShare(files: lhs.files + rhs.files, code: lhs.code + rhs.code)
    }
}

/// Files of one layer that refer to something declared in another layer or a shared module.
package struct DependencyReport: Sendable, Equatable, Codable {
    package var from: String
    /// A layer of the style, or `Model` / `Platform` for the shared modules.
    package var to: String
    /// Where `to` is declared: the style itself, or the shared module (`Models`, `HeadlessUI`).
    package var module: String
    /// How many files of `from` refer to it.
    package var files: Int
    /// What they name, sorted: types, and `import <Module>` for an import.
    package var names: [String]
    /// Whether the style's rule for `from` allows every one of these references.
    package var allowed: Bool

    package init(from: String, to: String, module: String, files: Int, names: [String], allowed: Bool) {
        self.from = from
        self.to = to
        self.module = module
        self.files = files
        self.names = names
        self.allowed = allowed
    }
}

/// A style's rule for one layer, in words.
package struct LayerRuleReport: Sendable, Equatable, Codable {
    package var layer: String
    package var rule: String

    package init(layer: String, rule: String) {
        self.layer = layer
        self.rule = rule
    }
}

/// How many unit test cases there are, and how many of them created a view, controller or window.
package struct ViewNeed: Sendable, Equatable, Codable {
    package var tests: Int
    package var creatingViews: Int

    package init(tests: Int = 0, creatingViews: Int = 0) {
        self.tests = tests
        self.creatingViews = creatingViews
    }

    package static func + (lhs: ViewNeed, rhs: ViewNeed) -> ViewNeed {
        ViewNeed(tests: lhs.tests + rhs.tests, creatingViews: lhs.creatingViews + rhs.creatingViews)
    }
}

/// What one scenario's steps or one key action ran of a style.
package struct PathReport: Sendable, Equatable, Codable {
    /// The scenario id (`T23`) or the key action's id (`mark-done`).
    package var id: String
    /// The key action in words; nil for a scenario (its description is in `scenarios[]`).
    package var title: String?
    /// Distinct functions of the style that ran (closures count with the function they are in).
    package var functions: Int
    package var types: Int
    package var files: Int
    package var layers: Int
    /// For key actions: the functions that ran, by layer in layer order; nil for scenarios.
    package var byLayer: [LayerFunctions]?

    package init(
        id: String, title: String?, functions: Int, types: Int, files: Int, layers: Int, byLayer: [LayerFunctions]?
    ) {
        self.id = id
        self.title = title
        self.functions = functions
        self.types = types
        self.files = files
        self.layers = layers
        self.byLayer = byLayer
    }
}

/// The functions of one layer that ran, as `Type.member(labels:)`, sorted.
package struct LayerFunctions: Sendable, Equatable, Codable {
    package var layer: String
    package var functions: [String]

    package init(layer: String, functions: [String]) {
        self.layer = layer
        self.functions = functions
    }
}

/// Whether the run-time figures were measured in this run, and how.
package struct RuntimeNote: Sendable, Equatable, Codable {
    /// Why there are no run-time figures (a build without coverage, no case profiles); nil when measured.
    package var notMeasured: String?
    /// Measured cases read (unit test cases, scenario runs, key actions).
    package var cases: Int
    /// Cases that ran while another measured case did, and were left out.
    package var overlappedCases: Int

    package init(notMeasured: String?, cases: Int, overlappedCases: Int) {
        self.notMeasured = notMeasured
        self.cases = cases
        self.overlappedCases = overlappedCases
    }
}

import Architecture
import Catalogue
import Measure

/// What `make exercise-check` requires of a style beyond its tests, checked with the code the report
/// and the architecture tests use: the change stays in the style's two folders, every file's name
/// gives it a layer, every file keeps its layer's rules, and every test is measured like the others.
/// Each finding is a paragraph in plain words that names the files and says how to put them right.
struct StyleCheck {
    let style: StyleDefinition
    let table: LayerTable

    /// The trait every unit test of a style runs inside, so that the per-test figures count it.
    static let measuringTrait = "profilingEachCase"

    /// Every finding about the working copy: `changed` are the paths that differ from the commit the work started from and
    /// `inventory` the package's sources and tests as they are now. Empty when all is well.
    func findings(changed: [String], inventory: SourceInventory) throws -> [String] {
        var found: [String] = []
        let outside = outsideChanges(changed)
        if !outside.isEmpty {
            found.append(
                "Changes outside \(folders): a solution changes only its style's folders. Put these back "
                    + "(`git checkout -- <file>`, or delete a new file):\n" + indented(outside))
        }
        let unplaced = unplacedFiles(inventory)
        if !unplaced.isEmpty {
            found.append(
                "Files of \(style.name) whose names give them no layer:\n" + indented(unplaced) + "\n"
                    + namingAdvice)
        }
        let violations = try ruleViolations(inventory)
        if !violations.isEmpty {
            found.append(
                "Layer rules of \(style.name) broken (the rules ArchitectureTests checks on every make test):\n"
                    + indented(violations.map(\.description)))
        }
        let unmeasured = unmeasuredTests(inventory)
        if !unmeasured.isEmpty {
            found.append(
                "Tests of \(style.testTarget) without the .\(Self.measuringTrait) trait, which every suite of a "
                    + "style carries so that the report counts its tests: give their suite "
                    + "`.\(Self.measuringTrait)`, as the other suites of \(style.testTarget) do:\n"
                    + indented(unmeasured))
        }
        return found
    }

    /// The changed paths outside `Sources/Styles/<Style>/` and `Tests/Styles/<Style>Tests/`.
    func outsideChanges(_ changed: [String]) -> [String] {
        let allowed = SolutionMeasure(style: style, table: table).allowedFolders
        return changed.filter { path in !allowed.contains(where: path.hasPrefix) }
    }

    /// The style's source files that the layer table places nowhere.
    func unplacedFiles(_ inventory: SourceInventory) -> [String] {
        inventory.sources.map(\.path).filter { path in
            path.hasPrefix(style.sourceFolder + "/") && table.placement(ofSource: path) == .unmapped
        }
    }

    /// The references of the style's files that break their layer's rule. Files that fit no layer
    /// are left out here (`unplacedFiles` names them), so that the rules of the others are still checked.
    func ruleViolations(_ inventory: SourceInventory) throws -> [RuleViolation] {
        let placed = inventory.sources.filter { table.placement(ofSource: $0.path) != .unmapped }
        let structure = try StructureAnalysis.analyse(sources: placed, table: table).styles.first {
            $0.style.name == style.name
        }
        guard let structure, let rules = StyleRules.rules(for: style.name) else { return [] }
        return RuleCheck.violations(of: structure, rules: rules, shared: table.shared)
    }

    /// `path:line` of every test of the style's target that runs without the measuring trait.
    func unmeasuredTests(_ inventory: SourceInventory) -> [String] {
        let files = inventory.tests.filter { $0.path.hasPrefix(style.testFolder + "/") }
        return MeasuredTests.unmeasured(files: files, traits: [Self.measuringTrait])
    }

    /// How a file's name gives its layer in this style, with the endings it accepts.
    var namingAdvice: String {
        let endings = table.roleEndings(of: style).map { layer, endings in
            "    \(layer.rawValue): "
                + endings.map { $0 == "Interactor" ? "any name containing Interactor" : "…" + $0 }
                .joined(separator: ", ")
                + (layer == .composition ? ", or any file under \(style.sourceFolder)/Composition/" : "")
        }
        return "Name each file for the type it holds, ending as its layer's types end in \(style.name):\n"
            + endings.joined(separator: "\n") + "\n"
            + "An extension's file adds its concern after a plus (TodoListViewModel+Filter.swift), and "
            + LayerTable.relationshipEndings.joined(separator: ", ")
            + " after a role keep that role (TodoListViewModelDelegate.swift)."
    }

    private var folders: String {
        SolutionMeasure(style: style, table: table).allowedFolders.map { String($0.dropLast()) }
            .joined(separator: " and ")
    }

    private func indented(_ lines: [String]) -> String {
        lines.map { "    " + $0 }.joined(separator: "\n")
    }
}

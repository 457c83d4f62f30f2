import Architecture
import Catalogue
import Measure
import Results
import Testing

/// A fixture tree with known answers: an MVC view that keeps a store, and a VIPER interactor that
/// imports the UI toolkit, knows its view and makes a label. Every other reference keeps its rule.
@Suite("Planted violations")
struct PlantedViolationTests {
    @Test("each planted reference is reported with its file, line, what it names and the rule")
    func plantedViolationsAreFound() throws {
        let (_, styles) = try PackageSources.fixture("Planted")

        let found = styles.flatMap { structure in
            StyleRules.rules(for: structure.style.name).map {
                RuleCheck.violations(of: structure, rules: $0, shared: LayerTable.standard.shared)
            } ?? []
        }

        #expect(
            found.map(\.description) == [
                "Sources/Styles/MVC/Todo/TodoCell.swift:7: MVC View refers to TodoStore (Models). Rule: View may refer only "
                    + "to Models and HeadlessUI, never to a type whose name ends in Store or Directory: a view shows "
                    + "model values and reports touches; loading, saving and fetching them is the model's job.",
                "Sources/Styles/VIPER/Todo/TodoListInteractor.swift:1: VIPER Interactor refers to import HeadlessUI "
                    + "(HeadlessUI). Rule: " + Self.interactorRule,
                "Sources/Styles/VIPER/Todo/TodoListInteractor.swift:6: VIPER Interactor refers to TodoListView "
                    + "(VIPER View). Rule: " + Self.interactorRule,
                "Sources/Styles/VIPER/Todo/TodoListInteractor.swift:14: VIPER Interactor refers to Label (HeadlessUI). "
                    + "Rule: " + Self.interactorRule,
            ])
    }

    static let interactorRule =
        "Interactor may refer only to Models: an interactor holds the use case over entities and services and "
        + "never knows how its results are shown or navigated."

    @Test("the references are traced to the layer and module that declare them")
    func referencesAreTraced() throws {
        let (_, styles) = try PackageSources.fixture("Planted")
        let viper = try #require(styles.first { $0.style.name == "VIPER" })

        let presenter = viper.references.filter { $0.path.hasSuffix("TodoListPresenter.swift") }

        #expect(
            presenter.map { "\($0.line) \($0.name) \($0.module) \($0.toLayer.rawValue)" } == [
                "3 TodoListView VIPER View", "4 TodoListInteractorInput VIPER Interactor",
                "6 TodoListInteractorInput VIPER Interactor",
            ])
    }

    @Test("a file is UI-bound when it imports the toolkit or names its types, and UI-free otherwise")
    func uiBoundFiles() throws {
        let (_, styles) = try PackageSources.fixture("Planted")
        let viper = try #require(styles.first { $0.style.name == "VIPER" })

        let bound = viper.files.filter(viper.isUIBound).map(\.path)

        #expect(
            bound == [
                "Sources/Styles/VIPER/Todo/TodoListInteractor.swift", "Sources/Styles/VIPER/Todo/TodoListView.swift",
            ])
    }

    @Test("the report's part for a style counts UI-bound code and files per layer and marks broken dependencies")
    func structureSection() throws {
        let (_, styles) = try PackageSources.fixture("Planted")
        let viper = try #require(styles.first { $0.style.name == "VIPER" })

        let report = StructureSection.build(viper, table: .standard)

        #expect(report.layers.map(\.name) == ["View", "Presenter", "Interactor", "Router", "Composition"])
        #expect(
            report.layers.map(\.uiBound) == [
                CodeShare(files: 1, code: 4), .init(), .init(files: 1, code: 13), .init(), .init(),
            ])
        #expect(
            report.layers.map(\.uiFree) == [
                .init(), CodeShare(files: 1, code: 7), .init(), .init(), .init(files: 1, code: 6),
            ])
        #expect(
            report.dependencies.map { "\($0.from)→\($0.to) \($0.files) \($0.allowed)" } == [
                "View→Platform 1 true", "Presenter→View 1 true", "Presenter→Interactor 1 true",
                "Interactor→View 1 false", "Interactor→Model 1 true", "Interactor→Platform 1 false",
                "Composition→Presenter 1 true", "Composition→Interactor 1 true", "Composition→Model 1 true",
            ])
        #expect(report.violations.count == 3)
    }
}

import Architecture
import Catalogue
import Measure
import Testing

@Suite("LayerRule")
struct LayerRuleTests {
    private let rule = LayerRule(
        .view, mayReferTo: .only([.presenter, .platform]), never: [.suffix("Store"), .named("Secret")],
        because: "views stay passive")

    @Test("a layer may always refer to itself, to the layers it lists, and to nothing else")
    func allowedLayers() {
        #expect(rule.allows("TodoCell", in: .view))
        #expect(rule.allows("TodoListPresenting", in: .presenter))
        #expect(rule.allows("Label", in: .platform))
        #expect(!rule.allows("TodoList", in: .model))
        #expect(!rule.allows("TodoListInteractor", in: .interactor))
    }

    @Test("names the rule keeps out stay out even in an allowed layer")
    func excludedNames() {
        #expect(!rule.allows("TodoStore", in: .presenter))
        #expect(!rule.allows("Secret", in: .platform))
        #expect(
            LayerRule(.composition, mayReferTo: .anything, never: [.suffix("Store")], because: "").allows(
                "AppDependencies", in: .model))
    }

    @Test("a layer whose classes are barred may be named only through its protocols and values")
    func barredClasses() {
        let presenter = LayerRule(
            .presenter, mayReferTo: .only([.view, .interactor]), classesBarred: [.view, .interactor], because: "")

        #expect(presenter.allows("TodoListView", in: .view, kind: "protocol"))
        #expect(presenter.allows("TodoListItem", in: .interactor, kind: "struct"))
        #expect(!presenter.allows("TodoListViewController", in: .view, kind: "class"))
        #expect(!presenter.allows("TodoListInteractor", in: .interactor, kind: "class"))
        #expect(
            presenter.sentence(sharedNames: [:])
                == "Presenter may refer only to View and Interactor, nor to a class of View or Interactor: ")
    }

    @Test("a rule can forbid calls by name, which then shows in its sentence")
    func forbiddenCalls() {
        let view = LayerRule(.view, mayReferTo: .only([]), never: [.call("dismiss")], because: "no navigation")

        #expect(!view.allows(call: "dismiss"))
        #expect(view.allows(call: "present"))
        #expect(view.allows("Dismiss", in: .view))
        #expect(
            view.sentence(sharedNames: [:])
                == "View may refer to no other layer, and never calls dismiss(…): no navigation")
    }

    @Test("the rule reads as one sentence, shared layers named by their modules")
    func sentence() {
        #expect(
            rule.sentence(sharedNames: [.platform: ["HeadlessUI"]])
                == "View may refer only to Presenter and HeadlessUI, never to a type whose name ends in Store or "
                + "Secret: views stay passive")
        #expect(
            LayerRule(.view, mayReferTo: .only([.model]), because: "reads models")
                .sentence(sharedNames: [.model: ["Model", "Models"]])
                == "View may refer only to Model and Models: reads models")
        #expect(
            LayerRule(.interactor, mayReferTo: .only([]), because: "alone").sentence(sharedNames: [:])
                == "Interactor may refer to no other layer: alone")
    }

    @Test("rules are checked against the style: every layer once, no layer it lacks, no unknown target")
    func problems() {
        let rules = StyleRules(
            style: "MVVM",
            layers: [
                LayerRule(.view, mayReferTo: .only([.interactor]), because: ""),
                LayerRule(.presenter, mayReferTo: .anything, because: ""),
                LayerRule(.presenter, mayReferTo: .anything, because: ""),
            ])

        #expect(
            rules.problems(for: .mvvm, shared: LayerTable.standard.shared) == [
                "MVVM states no rule for its layer ViewModel",
                "MVVM states no rule for its layer ModelController",
                "MVVM states no rule for its layer Composition",
                "MVVM's rule for View names Interactor, which is neither a layer of the style nor a shared module",
                "MVVM has a rule for Presenter, a layer it does not have",
                "MVVM has a rule for Presenter, a layer it does not have",
                "MVVM states more than one rule for a layer",
            ])
    }
}

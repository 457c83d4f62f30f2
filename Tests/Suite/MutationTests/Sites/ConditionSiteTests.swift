import Testing

@testable import Mutation

/// Conditions of `if`, `guard` and `while`, each clause of a list negated on its own.
@Suite("Condition sites")
struct ConditionSiteTests {
    @Test("each Boolean clause of a condition list is negated; bindings and patterns are not")
    func clauses() {
        let source = inFunction("if let item = found, item.isDone, !item.name.isEmpty {\n}\nif case .some = x {\n}")

        let sites = describedSites(source, of: "negated condition")

        #expect(
            sites == [
                "negated condition: item.isDone -> !(item.isDone)",
                "negated condition: !item.name.isEmpty -> !(!item.name.isEmpty)",
            ])
    }

    @Test("a guard's condition ends at `else`, and a call in it keeps its parentheses")
    func guardCondition() {
        let sites = describedSites(inFunction("guard save(change.list) else { return }"), of: "negated condition")

        #expect(sites == ["negated condition: save(change.list) -> !(save(change.list))"])
    }

    @Test("a while loop's condition is negated; repeat-while's is not a header")
    func loops() {
        let source = inFunction("while index < count {\n}\nrepeat {\n} while again")

        let sites = describedSites(source, of: "negated condition")

        #expect(sites == ["negated condition: index < count -> !(index < count)"])
    }
}

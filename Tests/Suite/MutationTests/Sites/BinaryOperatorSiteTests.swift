import Testing

@testable import Mutation

/// Operand extents of `==`, `!=`, `<`, `<=`, `>`, `>=`, `&&`, `||`, from nesting and precedence.
@Suite("Binary operator sites")
struct BinaryOperatorSiteTests {
    @Test("an operand takes in member chains, calls and subscripts")
    func memberChainsAndCalls() {
        let sites = describedSites(inFunction("let ok = items.first?.count(of: x)[0] == limit.value"), of: "equality")

        #expect(
            sites == [
                "equality: items.first?.count(of: x)[0] == limit.value -> items.first?.count(of: x)[0] != limit.value"
            ])
    }

    @Test("operators that bind tighter belong to the operands; `=` and `return` end them")
    func tighterOperators() {
        let source = inFunction("counter = a + b * 2 <= total ?? 0\nreturn left as? Int == right")

        let sites = describedSites(source).filter { !$0.hasPrefix("integer") }

        #expect(
            sites == [
                "relational: a + b * 2 <= total ?? 0 -> a + b * 2 < total ?? 0",
                "equality: left as? Int == right -> left as? Int != right",
            ])
    }

    @Test("a ternary ends the condition it tests")
    func ternary() {
        let sites = describedSites(inFunction("label.text = count == 1 ? one : many"), of: "equality")

        #expect(sites == ["equality: count == 1 -> count != 1"])
    }

    @Test("`&&` groups to the left: the second one's left operand holds the first")
    func logicalAssociativity() {
        let sites = describedSites(inFunction("let all = a && b || c && d"), of: "logical")

        #expect(
            sites == [
                "logical: a && b || c && d -> a && b && c && d",
                "logical: a && b -> a || b",
                "logical: c && d -> c || d",
            ])
    }

    @Test("in an `if` header the body's brace ends the operand; elsewhere a trailing closure belongs to it")
    func bracesInHeadersAndTrailingClosures() {
        let source = inFunction(
            "if list.count(where: { $0.done }) > 0 {\n}\nlet any = items.filter { $0.done }.count > 0")

        let sites = describedSites(source, of: "relational")

        #expect(
            sites == [
                "relational: list.count(where: { $0.done }) > 0 -> list.count(where: { $0.done }) >= 0",
                "relational: items.filter { $0.done }.count > 0 -> items.filter { $0.done }.count >= 0",
            ])
    }

    @Test("a line break continues an operand only before a member access or after an operator")
    func lineBreaks() {
        let source = inFunction("let same = first\n    .name == second.name &&\n    flag\nlet x = y\n!= z")

        let sites = describedSites(source).filter { $0.hasPrefix("equality") || $0.hasPrefix("logical") }

        #expect(
            sites == [
                "logical: first\n    .name == second.name &&\n    flag -> first\n    .name == second.name ||\n    flag",
                "equality: first\n    .name == second.name -> first\n    .name != second.name",
                "equality: y\n!= z -> y\n== z",
            ])
    }

    @Test("a generic constraint is a type, not an expression")
    func genericConstraint() {
        let sites = describedSites("extension Array where Element == Int {\n}\nfunc g<T>(_ t: T) where T == Int {\n}\n")

        #expect(sites.isEmpty)
    }

    @Test("generic angle brackets and operators written without spaces are not sites")
    func unspacedOperators() {
        let sites = describedSites(inFunction("let values = Array<Int>()\nlet arrow: (Int) -> Bool = { _ in true }"))

        #expect(sites == ["boolean literal: true -> false"])
    }
}

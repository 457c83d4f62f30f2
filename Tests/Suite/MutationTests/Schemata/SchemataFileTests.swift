import Testing

@testable import Mutation

/// Rewriting a file with every mutant behind `__mutant(id)`.
@Suite("Schemata files")
struct SchemataFileTests {
    private func schemata(_ source: String) -> SchemataFile {
        let sites = SiteFinder(source: source).sites()
        return SchemataFile(source: Array(source.utf8), mutants: sites.enumerated().map { ($0.offset + 1, $0.element) })
    }

    @Test("nested sites nest their switches: the mutated branch keeps the original code inside it")
    func nesting() {
        let file = schemata("let ok = a == 1 && b")

        #expect(
            file.text
                == "let ok = (__mutant(1) ? (a == 1) || b : (__mutant(2) ? a != 1 : a == (__mutant(3) ? 2 : "
                + "(__mutant(4) ? 0 : 1))) && b)")
        #expect(file.overlapping.isEmpty)
    }

    @Test("a call among statements is guarded; a closure's only call becomes the empty value after its try")
    func statements() {
        let file = schemata(inFunction("    first()\n    let run = { try third() }\n"))

        #expect(
            file.text
                == "func f() {\n    if !__mutant(1) { first() }\n    let run = { try __mutant(2) ? () : third() }\n\n}\n"
        )
    }

    @Test("each mutant's span is its whole schema in the rewritten text")
    func spans() {
        let file = schemata("let x = y > 0")
        let bytes = Array(file.text.utf8)

        let outer = file.spans[1].map { String(decoding: bytes[$0], as: UTF8.self) }
        let inner = file.spans[2].map { String(decoding: bytes[$0], as: UTF8.self) }

        #expect(outer == "(__mutant(1) ? y >= 0 : y > (__mutant(2) ? 1 : (__mutant(3) ? -1 : 0)))")
        #expect(inner == "(__mutant(2) ? 1 : (__mutant(3) ? -1 : 0))")
    }

    @Test("a site that overlaps another without nesting in it is left out")
    func overlapping() {
        let first = MutationSite(
            operator: .booleanLiteral, range: 0..<4, anchor: 0, form: .expression(mutated: "x"), before: "", after: "")
        let second = MutationSite(
            operator: .booleanLiteral, range: 2..<6, anchor: 2, form: .expression(mutated: "y"), before: "", after: "")

        let file = SchemataFile(source: Array("abcdef".utf8), mutants: [(1, first), (2, second)])

        #expect(file.overlapping == [2])
        #expect(file.text == "(__mutant(1) ? x : abcd)ef")
    }

    @Test("a plain edit is the mutated code alone, in parentheses, or the empty value for its braces' only call")
    func plainEdits() {
        let sites = SiteFinder(source: inFunction("    if a < b { run() }")).sites()

        #expect(sites.map(\.plainReplacement) == ["(!(a < b))", "(a <= b)", "()"])
    }
}

extension SchemataFileTests {
    @Test("a plain edit that removes a closure's call still names the closure's anonymous arguments")
    func plainEditKeepsAnonymousArguments() {
        let source = inFunction("    save(list) { self.output?.changed($0, items.map { $1 }) }")

        let removals = SiteFinder(source: source).sites().filter { $0.operator == .callRemoved }

        #expect(removals.map(\.plainReplacement) == ["", "_ = $0; ()"])
    }
}

extension SchemataFileTests {
    @Test("a plain edit deletes a call statement that has neighbours, so a result builder's body stays views")
    func plainEditDeletesStatement() {
        let source = inFunction("    VStack {\n        header()\n        footer()\n    }")

        let removals = SiteFinder(source: source).sites().filter { $0.operator == .callRemoved }

        #expect(removals.map(\.before) == ["header()", "footer()"])
        #expect(removals.map(\.plainReplacement) == ["", ""])
    }

    @Test("a plain edit keeps the empty value for a call beside a semicolon, which may not stand alone")
    func plainEditBesideSemicolon() {
        let source = inFunction("    first(); second()\n    third()")

        let removals = SiteFinder(source: source).sites().filter { $0.operator == .callRemoved }

        #expect(removals.map(\.plainReplacement) == ["()", "()", ""])
    }

    @Test("a plain edit keeps the empty value for a case's only call statement, since a case may not be empty")
    func plainEditInCase() {
        let source = inFunction(
            "    switch kind {\n    case .done:\n        save()\n    case .other:\n        log()\n        save()\n"
                + "    default:\n        reset()\n    }")

        let removals = SiteFinder(source: source).sites().filter { $0.operator == .callRemoved }

        #expect(removals.map(\.before) == ["save()", "log()", "save()", "reset()"])
        #expect(removals.map(\.plainReplacement) == ["()", "", "", "()"])
    }
}

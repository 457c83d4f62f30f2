import Results
import Testing

@testable import Measure

@Suite("Declaration counts")
struct DeclarationCountTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let source: String
        let expected: DeclarationCounts
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "each type keyword", source: "class A {}\nstruct B {}\nenum C {}\nactor D {}",
            expected: .init(types: 4)),
        Case(
            name: "types inside a type or an extension are also counted as nested",
            source:
                "enum UseCase {\n enum Add {\n struct Request {}\n struct Response { let list: [Int] }\n }\n}\n"
                + "extension A {\n struct B {}\n}\nfunc f() { }\nstruct C { var x: Int { 1 } }",
            expected: .init(types: 6, nestedTypes: 4, functions: 1)),
        Case(name: "final class with attributes", source: "@MainActor final class A: B {}", expected: .init(types: 1)),
        Case(
            name: "class func and class var are not types",
            source: "class A {\n class func f() {}\n class var v: Int { 1 }\n}", expected: .init(types: 1, functions: 1)
        ),
        Case(name: "class-constrained protocol", source: "protocol P: class {}", expected: .init(protocols: 1)),
        Case(name: "enum cases are not counted", source: "enum E { case a, b\n case c }", expected: .init(types: 1)),
        Case(name: "actor used as a name", source: "let actor = makeActor()\nactor.run()", expected: .init()),
        Case(
            name: "protocol and its requirements", source: "protocol P {\n func f()\n init(x: Int)\n}",
            expected: .init(protocols: 1, functions: 2)),
        Case(
            name: "failable and generic initialisers", source: "init?(a: Int) {}\ninit!(b: Int) {}\ninit<T>(c: T) {}",
            expected: .init(functions: 3)),
        Case(
            name: "calls to init are not declarations", source: "super.init(x: 1)\nself.init()\nlet a = A.init()",
            expected: .init()),
        Case(
            name: "keywords in strings and comments",
            source: "// class A\n/* func f() */\nlet s = \"struct B \\(\"enum C\")\"", expected: .init()),
        Case(
            name: "back-quoted names are not keywords", source: "let `class` = 1\nfunc `func`() {}",
            expected: .init(functions: 1)),
        Case(
            name: "declarations inside interpolation code",
            source: "let s = \"\\({ () -> Int in func f() -> Int { 1 }; return f() }())\"",
            expected: .init(functions: 1)),
        Case(name: "extensions are not types", source: "extension A: P {}", expected: .init()),
        Case(
            name: "no-break space after a keyword", source: "struct\u{A0}S {}\nfunc\u{A0}f() {}",
            expected: .init(types: 1, functions: 1)),
        Case(name: "AnyObject class use in a type position", source: "let t: AnyClass = A.self", expected: .init()),
    ]

    @Test("counts declarations in code only", arguments: cases)
    func counts(_ testCase: Case) {
        let declarations = SwiftLexer.measure(testCase.source).declarations

        #expect(declarations == testCase.expected)
    }
}

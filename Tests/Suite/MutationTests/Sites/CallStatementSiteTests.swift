import Testing

@testable import Mutation

/// Call statements whose result is unused, and how each is skipped.
@Suite("Call statement sites")
struct CallStatementSiteTests {
    private func forms(_ source: String) -> [String] {
        SiteFinder(source: source).sites().filter { $0.operator == .callRemoved }.map { site in
            switch site.form {
            case .guardedStatement: "guarded: " + site.before
            case .valueStatement(let prefix): "value(\(prefix)): " + site.before
            case .expression: "expression: " + site.before
            }
        }
    }

    @Test("a call among other statements is guarded; the only statement of its braces keeps a value")
    func forms() {
        let source = inFunction(
            "tableView.reloadData()\ndelegate?.didFinish(self)\nitems.forEach { row in try? row.save() }")

        #expect(
            forms(source) == [
                "guarded: tableView.reloadData()",
                "guarded: delegate?.didFinish(self)",
                "guarded: items.forEach { row in try? row.save() }",
                "value(5): try? row.save()",
            ])
    }

    @Test("the only throwing call of a do block is kept: without it the catch would not compile")
    func soleTryOfDoBlock() {
        let source = inFunction(
            "do {\n    try store.save(list)\n} catch {\n    show(error)\n}\n"
                + "do {\n    try store.save(list)\n    try store.save(book)\n} catch {\n    show(error)\n}")

        #expect(
            forms(source) == [
                "value(0): show(error)",
                "guarded: try store.save(list)",
                "guarded: try store.save(book)",
                "value(0): show(error)",
            ])
    }

    @Test("assignments, declarations, subscripts and returns are not call statements")
    func notCalls() {
        let source = inFunction("view.isHidden = isEmpty()\nlet x = make()\nitems[0]\nreturn finish()")

        #expect(forms(source).isEmpty)
    }

    @Test("initialiser calls, super.init, fatalError and property observers are never removed")
    func essentialCalls() {
        let source = """
            final class A: B {
                var value = 0 {
                    didSet { notify() }
                }
                init() {
                    super.init()
                    fatalError("never")
                }
                func row() -> Row {
                    Row(title: "x")
                }
            }
            """

        #expect(forms(source) == ["guarded: notify()"])
    }

    @Test("a closure's signature is not a statement, so its one call keeps a value")
    func closureSignature() {
        let source = inFunction("button.addAction(Action { [weak self] _ in self?.tapped() })")

        #expect(
            forms(source) == [
                "guarded: button.addAction(Action { [weak self] _ in self?.tapped() })",
                "value(0): self?.tapped()",
            ])
    }
}

extension CallStatementSiteTests {
    @Test("the only call in a body that is never a value is guarded: loops, guard, defer, observers, Void functions")
    func bodiesWithoutValue() {
        let source = """
            func f() {
                save(list)
            }
            func g() -> Bool {
                save(list)
            }
            func h() {
                for item in items { show(item) }
                guard ready else { fail() }
                defer { close() }
            }
            """

        let forms = SiteFinder(source: source).sites().filter { $0.operator == .callRemoved }.map { site in
            site.form == .guardedStatement ? "guarded: \(site.before)" : "value: \(site.before)"
        }

        #expect(
            forms == [
                "guarded: save(list)", "value: save(list)",
                "guarded: show(item)", "guarded: fail()", "guarded: close()",
            ])
    }
}

extension CallStatementSiteTests {
    @Test("an argument labelled `for` is no loop: a closure after it keeps its call's value")
    func forLabelIsNoLoop() {
        let source = """
            func configuration(row: Int) -> Configuration? {
                let cell = table.dequeueCell(withIdentifier: "cell", for: row)
                return Configuration(actions: actions.map { action($0, cell: cell) })
            }
            """

        #expect(forms(source) == ["value(0): action($0, cell: cell)"])
    }
}

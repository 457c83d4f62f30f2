import Measure

/// Sites of call statements whose result is unused.
extension SegmentScan {
    /// Calls that cannot be left out without breaking the code's flow (the compiler would report it
    /// away from the call) or its initialisation.
    private static let essentialCallees: Set<String> = ["init", "fatalError", "preconditionFailure"]
    /// Property observers and accessors look like a name with a trailing closure.
    private static let accessorWords: Set<String> = ["didSet", "willSet", "get", "set", "_modify", "_read"]

    func callStatementSites() -> [MutationSite] {
        segment.tokens.indices.filter { segment[$0].isOpen(UInt8(ascii: "{")) }.flatMap { open -> [MutationSite] in
            // A closure's signature (`[weak self] _ in`) is not a statement.
            let statements = segment.statements(inBracesAt: open).filter { segment[$0.last].word != "in" }
            let soleTry = soleTryStatement(statements, inBracesAt: open)
            return statements.compactMap { first, last in
                guard !isFixed[first], first != soleTry, let call = callStatement(first, last) else { return nil }
                let range = segment.range(first, last)
                let form: MutationSite.Form =
                    statements.count == 1 && !holdsNoValue(open)
                    ? .valueStatement(prefixLength: segment[call.body].range.lowerBound - range.lowerBound)
                    : .guardedStatement
                var site = MutationSite(
                    operator: .callRemoved, range: range, anchor: range.lowerBound, form: form, before: text(range),
                    after: "(removed)", anonymousArguments: anonymousArguments(first, last, closure: open))
                site.needsEmptyValue =
                    [first - 1, last + 1].contains { segment.token($0)?.kind == .semicolon }
                    || isOnlyStatementOfCase(first, last)
                return site
            }
        }
    }

    /// Whether tokens `first...last` follow a `case` or `default` label's colon and end its body.
    private func isOnlyStatementOfCase(_ first: Int, _ last: Int) -> Bool {
        guard segment.token(first - 1)?.kind == .colon, let next = segment.token(last + 1) else { return false }
        return next.kind == .close(UInt8(ascii: "}")) || ["case", "default"].contains(next.word)
            || next.kind == .other(UInt8(ascii: "@"))
    }

    /// The one statement of a `do` block that starts with `try`, when no other statement of the block
    /// does: without it the block throws nothing, so its `catch` no longer receives the thrown type
    /// (`error` becomes `any Error`) and the plain program does not compile, while the schemata build,
    /// which keeps the call behind a switch, would. Such a removal is no mutant of a valid program.
    private func soleTryStatement(_ statements: [(first: Int, last: Int)], inBracesAt open: Int) -> Int? {
        guard segment.token(open - 1)?.word == "do" else { return nil }
        let trying = statements.filter { statement in
            (statement.first...statement.last).contains { segment[$0].word == "try" }
        }
        guard trying.count == 1, let only = trying.first, segment[only.first].word == "try" else { return nil }
        return only.first
    }

    /// The `$0`-style names in tokens `first...last` that belong to the closure opening at `closure`
    /// (not to a closure nested in the statement), sorted.
    private func anonymousArguments(_ first: Int, _ last: Int, closure: Int) -> [String] {
        let names = (first...last).compactMap { index -> String? in
            guard let word = segment[index].word, word.hasPrefix("$"), innermostBrace(of: index) == closure else {
                return nil
            }
            return word
        }
        return Set(names).sorted()
    }

    private func innermostBrace(of index: Int) -> Int? {
        var open = segment.enclosing[index]
        while let current = open, !segment[current].isOpen(UInt8(ascii: "{")) {
            open = segment.enclosing[current]
        }
        return open
    }

    /// Braces whose only statement is never their value: loop and `guard` bodies, `defer`, property
    /// observers and setters, and the body of a function or initialiser declared without a result.
    /// (Any other braces may be a closure or an `if` expression, whose one statement is its value.)
    func holdsNoValue(_ open: Int) -> Bool {
        if let previous = segment.token(open - 1)?.word, !segment.isMember(open - 1),
            ["defer", "didSet", "willSet", "set", "else", "repeat"].contains(previous)
        {
            return previous != "else" || isGuardElse(open - 1)
        }
        if let header = segment.headers.first(where: { $0.end == open }) {
            return ["for", "while"].contains(segment[header.keyword].word ?? "")
        }
        guard let keyword = segment.leadingKeyword(ofStatementHolding: open),
            ["func", "init", "deinit"].contains(keyword)
        else { return false }
        let start = segment.statementStart(containing: open)
        return !(start..<open).contains { segment[$0].op == "->" && segment.depth[$0] == segment.depth[open] }
    }

    /// The `else` of a `guard`, whose body leaves the scope and is never a value.
    private func isGuardElse(_ index: Int) -> Bool {
        segment.headers.contains { $0.end == index }
    }

    /// A statement made of `try`/`await`, then a name and postfix parts (members, optional chaining,
    /// subscripts, calls, trailing closures) that ends in a call: its body's first token and its callee.
    private func callStatement(_ first: Int, _ last: Int) -> (body: Int, callee: String)? {
        var cursor = first
        while let word = segment[cursor].word, ["try", "await"].contains(word), cursor < last {
            cursor += 1
            if let op = segment[cursor].op, ["?", "!"].contains(op), !segment[cursor].spaceBefore { cursor += 1 }
        }
        let body = cursor
        var callee: String
        switch segment[cursor].kind {
        case .word(let word):
            guard !SwiftGrammar.keywords.contains(word), !Self.accessorWords.contains(word),
                SwiftGrammar.integerValue(word) == nil, !["true", "false", "nil"].contains(word)
            else { return nil }
            callee = word
        case .quotedName:
            callee = text(segment[cursor].range)
        default:
            return nil
        }
        var endsInCall = false
        cursor += 1
        while cursor <= last {
            let token = segment[cursor]
            switch token.kind {
            case .op(let op) where op.hasSuffix(".") && !token.spaceAfter:
                guard cursor + 1 <= last, let member = segment[cursor + 1].word else { return nil }
                callee = member
                endsInCall = false
                cursor += 2
            case .op(let op) where (op == "?" || op == "!") && !token.spaceBefore:
                cursor += 1
            case .open(let byte):
                guard let close = segment.partner[cursor], close <= last else { return nil }
                endsInCall = byte != UInt8(ascii: "[")
                cursor = close + 1
            default:
                return nil
            }
        }
        // A call of a type's initialiser as a statement is the value of its closure or function: an
        // unused one would be a warning, and the package builds with warnings as errors.
        guard endsInCall, !Self.essentialCallees.contains(callee), !(callee.first?.isUppercase ?? true) else {
            return nil
        }
        return (body, callee)
    }
}

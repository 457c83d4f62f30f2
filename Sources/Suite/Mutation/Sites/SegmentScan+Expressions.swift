import Measure
import Results

/// Sites of binary operators, conditions and literals.
extension SegmentScan {
    private static let replacements: [String: (String, MutationOperator)] = [
        "==": ("!=", .equality), "!=": ("==", .equality),
        "<": ("<=", .relational), "<=": ("<", .relational), ">": (">=", .relational), ">=": (">", .relational),
        "&&": ("||", .logical), "||": ("&&", .logical),
    ]

    func binaryOperatorSites() -> [MutationSite] {
        segment.tokens.indices.compactMap { index in
            let token = segment[index]
            guard token.isInfix, !isFixed[index], let op = token.op, let (replacement, kind) = Self.replacements[op],
                let precedence = SwiftGrammar.precedence(of: op),
                let first = segment.leftOperandStart(
                    of: index, precedence: precedence, leftAssociative: kind == .logical),
                let last = segment.rightOperandEnd(of: index, precedence: precedence),
                !isGenericConstraint(operandStart: first, operator: index)
            else { return nil }
            let range = segment.range(first, last)
            return MutationSite(
                operator: kind, range: range, anchor: token.range.lowerBound,
                form: .expression(mutated: operand(first, index - 1) + " \(replacement) " + operand(index + 1, last)),
                before: text(range),
                after: text(range.lowerBound..<token.range.lowerBound) + replacement
                    + text(token.range.upperBound..<range.upperBound))
        }
    }

    /// `where T == U` of a declaration is a type constraint, not an expression.
    private func isGenericConstraint(operandStart: Int, operator index: Int) -> Bool {
        guard segment.token(operandStart - 1)?.word == "where", !segment.inHeader[operandStart - 1] else {
            return false
        }
        return segment.leadingKeyword(ofStatementHolding: index).map(CodeSegment.declarationKeywords.contains) ?? false
    }

    /// Each clause of an `if`, `guard` or `while` condition that is a Boolean expression, negated.
    func conditionSites() -> [MutationSite] {
        segment.headers.flatMap { header -> [MutationSite] in
            guard let keyword = segment[header.keyword].word, ["if", "guard", "while"].contains(keyword) else {
                return []
            }
            return clauses(from: header.keyword + 1, before: header.end).compactMap { first, last in
                let lead = segment[first]
                guard !["let", "var", "case"].contains(lead.word ?? ""), !isFixed[first],
                    !(first...last).contains(where: { segment[$0].op == "=" && segment[$0].isInfix })
                else { return nil }
                let range = segment.range(first, last)
                let mutated = "!(" + text(range) + ")"
                return MutationSite(
                    operator: .negatedCondition, range: range, anchor: lead.range.lowerBound,
                    form: .expression(mutated: mutated), before: text(range), after: mutated)
            }
        }
    }

    /// The comma-separated clauses of a header, at its own depth.
    private func clauses(from start: Int, before end: Int) -> [(Int, Int)] {
        var clauses: [(Int, Int)] = []
        var first = start
        var cursor = start
        while cursor < end {
            if segment[cursor].kind == .comma {
                if cursor > first { clauses.append((first, cursor - 1)) }
                first = cursor + 1
            }
            cursor = segment[cursor].isOpen ? (segment.partner[cursor] ?? cursor) + 1 : cursor + 1
        }
        if end > first { clauses.append((first, end - 1)) }
        return clauses
    }

    /// Boolean literals swapped, integer literals one more and one less, string literals emptied.
    func literalSites() -> [MutationSite] {
        segment.tokens.indices.flatMap { index -> [MutationSite] in
            let token = segment[index]
            guard !isFixed[index], !segment.isMember(index) else { return [] }
            let original = text(token.range)
            func site(_ kind: MutationOperator, _ mutated: String) -> MutationSite {
                MutationSite(
                    operator: kind, range: token.range, anchor: token.range.lowerBound,
                    form: .expression(mutated: mutated), before: original, after: mutated)
            }
            switch token.kind {
            case .word("true"), .word("false"):
                var flipped = site(.booleanLiteral, token.word == "true" ? "false" : "true")
                flipped.equivalence = equivalence(ofBooleanAt: index)
                return [flipped]
            case .word(let word):
                guard let value = SwiftGrammar.integerValue(word), !isFloatPart(index) else { return [] }
                return [site(.integerLiteral, "\(value + 1)"), site(.integerLiteral, "\(value - 1)")]
            case .string(isEmpty: false):
                return [site(.stringEmptied, "\"\"")]
            default:
                return []
            }
        }
    }

    /// The rule naming a Boolean literal's flip as equivalent, from the tokens around it: an argument
    /// labelled `animated:`, or the only argument of a call to `completion`.
    func equivalence(ofBooleanAt index: Int) -> EquivalenceRule? {
        if segment.token(index - 1)?.kind == .colon, segment.token(index - 2)?.word == "animated" {
            return .animationFlag
        }
        if segment.token(index - 1)?.isOpen(UInt8(ascii: "(")) == true, segment.token(index - 2)?.word == "completion",
            segment.token(index + 1)?.isClose(UInt8(ascii: ")")) == true
        {
            return .swipeCompletionValue
        }
        return nil
    }

    /// `1` of `1.5` (the `5` is a member-like word after `.`, already skipped).
    private func isFloatPart(_ index: Int) -> Bool {
        guard let next = segment.token(index + 1), next.op == ".", !next.spaceBefore, !next.spaceAfter,
            let digits = segment.token(index + 2)?.word
        else { return false }
        return digits.first?.isNumber ?? false
    }
}

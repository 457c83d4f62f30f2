import Measure

/// A `@Suite` or `@Test` attribute in a test file: its line, the words written in its parentheses
/// (trait names among them), and for a suite the type it declares.
package struct TestAttribute: Sendable, Equatable {
    package let isSuite: Bool
    package let line: Int
    package let words: Set<String>
    /// The type a `@Suite` is written on.
    package let suiteType: String?
}

/// Finds which tests of a style's test target run without a trait that measures each case, so the
/// per-test figures would silently miss them.
package enum MeasuredTests {
    package static func attributes(_ tokens: [SourceToken]) -> [TestAttribute] {
        var found: [TestAttribute] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .punctuation(UInt8(ascii: "@")),
                case .word(let name) = tokens[index + 1].kind, name == "Suite" || name == "Test"
            else { continue }
            var position = index + 2
            var words: Set<String> = []
            if position < tokens.count, tokens[position].kind == .punctuation(UInt8(ascii: "(")) {
                var depth = 0
                repeat {
                    switch tokens[position].kind {
                    case .punctuation(UInt8(ascii: "(")): depth += 1
                    case .punctuation(UInt8(ascii: ")")): depth -= 1
                    case .word(let word): words.insert(word)
                    default: break
                    }
                    position += 1
                } while depth > 0 && position < tokens.count
            }
            var suiteType: String?
            if name == "Suite" {
                // The declared type: the first word after `struct`, `class`, `enum` or `actor`.
                var scan = position
                while scan + 1 < tokens.count, suiteType == nil {
                    if case .word(let keyword) = tokens[scan].kind,
                        ["struct", "class", "enum", "actor"].contains(keyword),
                        case .word(let type) = tokens[scan + 1].kind
                    {
                        suiteType = type
                    }
                    scan += 1
                }
            }
            found.append(
                TestAttribute(isSuite: name == "Suite", line: tokens[index].line, words: words, suiteType: suiteType))
        }
        return found
    }

    /// `path:line` of every `@Test` of `files` that neither carries one of `traits` nor sits in a suite
    /// (or an extension of one, in any of the files) that does.
    package static func unmeasured(files: [SourceFile], traits: Set<String>) -> [String] {
        let scanned = files.map { file in
            (file, attributes(file.metrics.tokens), StructureReader.read(file.metrics.tokens))
        }
        var measuredSuites: Set<String> = []
        for (_, attributes, _) in scanned {
            for attribute in attributes where attribute.isSuite && !attribute.words.isDisjoint(with: traits) {
                if let type = attribute.suiteType { measuredSuites.insert(type) }
            }
        }
        return scanned.flatMap { file, attributes, structure in
            attributes.filter { attribute in
                !attribute.isSuite && attribute.words.isDisjoint(with: traits)
                    && structure.enclosingTypes(atLine: attribute.line).allSatisfy { !measuredSuites.contains($0) }
            }.map { "\(file.path):\($0.line)" }
        }
    }
}

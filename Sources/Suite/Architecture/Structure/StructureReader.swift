import Measure

/// Reads a file's structure from its code tokens, in one pass that follows the braces.
///
/// - A type is `class`, `struct`, `enum`, `actor` or `protocol` followed by its name (`class func`
///   and `class var` are modifiers), or `typealias Name`; `extension Name` opens a body of `Name`.
///   A type is top-level when no brace is open around it.
/// - A member is `func`, `init`, `deinit`, `subscript`, `var` or `let` written directly in a type
///   body or at file scope. Functions, initialisers and subscripts are named with their argument
///   labels, `tableView(_:cellForRowAt:)`. Declarations inside a member's braces (locals, closures)
///   belong to that member.
/// - An import is `import` at file scope, with an optional kind (`import class HeadlessUI.Label`).
/// - A reference is any capitalised word that is not written after a dot (a member) and is not the
///   name a declaration introduces; the type an extension extends is a reference.
/// - A call is a lower-case word followed by `(` (after a dot or not), unless `func` or `case`
///   declares it; keywords such as `if (` count too, which no rule names.
package enum StructureReader {
    package static func read(_ tokens: [SourceToken]) -> FileStructure {
        var walk = StructureWalk(tokens: tokens)
        walk.run()
        return walk.structure
    }
}

/// The state of one pass over a file's tokens.
struct StructureWalk {
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol"]
    /// Words that may follow `class` when it is a modifier rather than a type declaration.
    private static let wordsAfterModifierClass: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "static", "private", "fileprivate",
        "internal", "public", "open", "required", "convenience", "dynamic", "nonisolated", "mutating",
        "lazy", "weak", "unowned", "prefix", "postfix", "infix", "typealias", "init",
    ]
    /// Words before a name and a parenthesis that make it a declaration, not a call.
    private static let callLikeKeywords: Set<String> = ["func", "case"]
    private static let importKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    /// What an open brace belongs to.
    private enum Frame {
        case body(Int)
        case member
        case other
    }

    /// A declaration whose body, if any, opens at the next brace.
    private enum Pending {
        case body(typeName: String, line: Int)
        case member
    }

    let tokens: [SourceToken]
    private(set) var structure = FileStructure()
    private var frames: [Frame] = []
    private var pending: Pending?
    /// Indexes of tokens that are names being declared, not references.
    private var declaredNames: Set<Int> = []

    init(tokens: [SourceToken]) {
        self.tokens = tokens
    }

    mutating func run() {
        for index in tokens.indices {
            switch tokens[index].kind {
            case .punctuation(UInt8(ascii: "{")): openBrace()
            case .punctuation(UInt8(ascii: "}")): closeBrace(at: tokens[index].line)
            case .word(let word): read(word, at: index)
            default: continue
            }
        }
    }

    private mutating func openBrace() {
        switch pending {
        case .body(let typeName, let line):
            structure.bodies.append(TypeBody(typeName: typeName, startLine: line, endLine: line))
            frames.append(.body(structure.bodies.count - 1))
        case .member: frames.append(.member)
        case nil: frames.append(.other)
        }
        pending = nil
    }

    private mutating func closeBrace(at line: Int) {
        if case .body(let index) = frames.popLast() {
            structure.bodies[index].endLine = line
        }
        pending = nil
    }

    /// The type whose body is the innermost open brace, if members may be declared here.
    private var memberContext: (allowed: Bool, typeName: String?) {
        switch frames.last {
        case nil: (true, nil)
        case .body(let index): (true, structure.bodies[index].typeName)
        case .member, .other: (false, nil)
        }
    }

    private mutating func read(_ word: String, at index: Int) {
        let line = tokens[index].line
        if word.first?.isLowercase == true, index + 1 < tokens.count,
            tokens[index + 1].kind == .punctuation(UInt8(ascii: "(")), !declaredNames.contains(index),
            index == 0 || !Self.callLikeKeywords.contains(wordToken(at: index - 1) ?? "")
        {
            structure.calls.append(NamedLine(word, line: line))
        }
        if index > 0, tokens[index - 1].kind == .punctuation(UInt8(ascii: ".")) { return }
        if Self.typeKeywords.contains(word), let name = declaredName(after: index) {
            declareType(kind: word, name: name, at: index)
        } else if word == "typealias", let name = declaredName(after: index) {
            structure.types.append(
                TypeDeclaration(
                    kind: word, name: name, line: line, isTopLevel: frames.isEmpty, outerType: memberContext.typeName))
            declaredNames.insert(index + 1)
        } else if word == "extension", let name = wordToken(at: index + 1) {
            structure.extensions.append(NamedLine(name, line: line))
            structure.references.append(NamedLine(name, line: line))
            declaredNames.insert(index + 1)
            pending = .body(typeName: name, line: line)
        } else if word == "import", frames.isEmpty, let module = importedModule(after: index) {
            structure.imports.append(NamedLine(module.name, line: line))
            declaredNames.insert(module.index)
        } else if let member = memberName(word, at: index) {
            let context = memberContext
            guard context.allowed else { return }
            structure.members.append(MemberDeclaration(name: member, typeName: context.typeName, line: line))
            pending = .member
        } else if !declaredNames.contains(index), word.first?.isUppercase == true {
            structure.references.append(NamedLine(word, line: line))
        }
    }

    private mutating func declareType(kind: String, name: String, at index: Int) {
        let line = tokens[index].line
        structure.types.append(
            TypeDeclaration(
                kind: kind, name: name, line: line, isTopLevel: frames.isEmpty, outerType: memberContext.typeName))
        declaredNames.insert(index + 1)
        let first = structure.genericParameters.count
        readGenericParameters(after: index + 1)
        structure.types[structure.types.count - 1].genericParameters =
            structure.genericParameters[first...].map(\.name)
        pending = .body(typeName: name, line: line)
    }

    /// `<Value, Other: P>` right after a declared name: each word that opens a parameter.
    private mutating func readGenericParameters(after index: Int) {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .punctuation(UInt8(ascii: "<")) else { return }
        var position = index + 2
        var expectsName = true
        while position < tokens.count, tokens[position].kind != .punctuation(UInt8(ascii: ">")) {
            switch tokens[position].kind {
            case .word(let name) where expectsName:
                structure.genericParameters.append(NamedLine(name, line: tokens[position].line))
                declaredNames.insert(position)
                expectsName = false
            case .punctuation(UInt8(ascii: ",")):
                expectsName = true
            case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "{")):
                return
            default:
                break
            }
            position += 1
        }
    }

    /// The name after a type keyword, or nil when the keyword is a modifier or a name itself.
    private func declaredName(after index: Int) -> String? {
        guard let name = wordToken(at: index + 1), !Self.wordsAfterModifierClass.contains(name),
            name.first.map({ !$0.isNumber }) ?? false
        else { return nil }
        return name
    }

    private func importedModule(after index: Int) -> (name: String, index: Int)? {
        var position = index + 1
        if let kind = wordToken(at: position), Self.importKinds.contains(kind) {
            position += 1
        }
        return wordToken(at: position).map { ($0, position) }
    }

    private func wordToken(at index: Int) -> String? {
        guard index < tokens.count, case .word(let word) = tokens[index].kind else { return nil }
        return word
    }

    /// The name a member declaration introduces, or nil when the word starts none.
    private mutating func memberName(_ word: String, at index: Int) -> String? {
        switch word {
        case "func":
            guard index + 1 < tokens.count else { return nil }
            let name = wordToken(at: index + 1) ?? operatorName(from: index + 1)
            declaredNames.insert(index + 1)
            readGenericParameters(after: index + 1)
            return name + ParameterLabels.read(tokens, after: index + 1)
        case "init":
            guard index + 1 < tokens.count, case .punctuation(let byte) = tokens[index + 1].kind,
                [UInt8(ascii: "("), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "<")].contains(byte)
            else { return nil }
            readGenericParameters(after: index)
            return "init" + ParameterLabels.read(tokens, after: index)
        case "subscript":
            return "subscript" + ParameterLabels.read(tokens, after: index)
        case "deinit":
            return "deinit"
        case "var", "let":
            return wordToken(at: index + 1)
        default:
            return nil
        }
    }

    /// `static func == (...)`: the operator's characters up to its parameter list.
    private func operatorName(from index: Int) -> String {
        var name = ""
        var position = index
        while position < tokens.count, case .punctuation(let byte) = tokens[position].kind,
            byte != UInt8(ascii: "("), byte != UInt8(ascii: "<")
        {
            name.append(Character(Unicode.Scalar(byte)))
            position += 1
        }
        return name
    }
}

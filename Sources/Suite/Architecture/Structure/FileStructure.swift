/// A name and the line it is written on.
package struct NamedLine: Sendable, Hashable {
    package let name: String
    package let line: Int

    package init(_ name: String, line: Int) {
        self.name = name
        self.line = line
    }
}

/// A type a file declares: `class`, `struct`, `enum`, `actor`, `protocol` or `typealias`.
package struct TypeDeclaration: Sendable, Equatable {
    package let kind: String
    package let name: String
    package let line: Int
    /// Declared at file scope, not inside another type or a function. Only these are found by name
    /// from other files.
    package let isTopLevel: Bool
    /// The type (or extended type) whose body declares it; nil at file scope or inside a function.
    package let outerType: String?
    /// Its generic parameters (`Action` in `AlertState<Action>`), which extensions elsewhere use too.
    package var genericParameters: [String] = []

    package init(
        kind: String, name: String, line: Int, isTopLevel: Bool, outerType: String?, genericParameters: [String] = []
    ) {
        self.kind = kind
        self.name = name
        self.line = line
        self.isTopLevel = isTopLevel
        self.outerType = outerType
        self.genericParameters = genericParameters
    }
}

/// A member of a type, or a function or variable at file scope: where it starts, so that code which
/// ran can be named by the member it belongs to.
package struct MemberDeclaration: Sendable, Equatable {
    /// `viewDidLoad()`, `tableView(_:cellForRowAt:)`, `init(store:clock:)`, `deinit`, `nameField`.
    package let name: String
    /// The type it belongs to, or the type an extension extends; nil at file scope.
    package let typeName: String?
    package let line: Int

    /// `TodoListViewController.viewDidLoad()`, or the bare name at file scope.
    package var qualifiedName: String { typeName.map { $0 + "." + name } ?? name }
}

/// What one Swift file declares, imports and names, read from its code tokens (never from strings or
/// comments). See `StructureReader` for the rules.
package struct FileStructure: Sendable, Equatable {
    /// Modules imported at file scope, with the line of each `import`.
    package var imports: [NamedLine] = []
    package var types: [TypeDeclaration] = []
    /// Names of the types the file's extensions extend.
    package var extensions: [NamedLine] = []
    /// Every capitalised name used in code, except where it is declared and after a dot.
    package var references: [NamedLine] = []
    /// Every lower-case name called in code (`present` in `self.present(alert)`), not a declaration's.
    package var calls: [NamedLine] = []
    /// Generic parameters the file's declarations introduce (`Value` in `Observable<Value>`).
    package var genericParameters: [NamedLine] = []
    /// Members in the order they are declared.
    package var members: [MemberDeclaration] = []
    /// The bodies of types and extensions, to find the member a line belongs to.
    var bodies: [TypeBody] = []

    package init() {}

    /// Names the file declares for itself at any depth: its types, nested ones included, and generic
    /// parameters. Such a name in the file means the file's own declaration.
    package var localNames: Set<String> {
        Set(types.map(\.name) + genericParameters.map(\.name))
    }

    /// The member a line of the file belongs to: the last member declared at or before the line
    /// directly in the innermost type body that holds it (or at file scope). Nil before any member.
    package func member(atLine line: Int) -> MemberDeclaration? {
        let body = bodies.filter { $0.startLine <= line && line <= $0.endLine }.max { $0.startLine < $1.startLine }
        let candidates = members.filter { $0.line <= line && $0.typeName == body?.typeName }
        return candidates.last { member in
            // A member of the same type name declared in another body (another extension) does not count.
            body.map { $0.startLine <= member.line && member.line <= $0.endLine } ?? !isInsideBody(member.line)
        }
    }

    private func isInsideBody(_ line: Int) -> Bool {
        bodies.contains { $0.startLine <= line && line <= $0.endLine }
    }

    /// The types (or extended types) whose bodies hold the line, innermost last.
    package func enclosingTypes(atLine line: Int) -> [String] {
        bodies.filter { $0.startLine <= line && line <= $0.endLine }.sorted { $0.startLine < $1.startLine }
            .map(\.typeName)
    }
}

/// The lines a type's or extension's body spans, from its keyword to its closing brace.
struct TypeBody: Sendable, Equatable {
    let typeName: String
    let startLine: Int
    var endLine: Int
}

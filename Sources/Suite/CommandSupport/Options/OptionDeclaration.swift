/// One option a command accepts: its name (`--seed`), what it takes, and the default the usage states.
package struct OptionDeclaration: Sendable, Equatable {
    package let name: String
    package let kind: OptionKind
    /// How the usage states the default; nil states none.
    package let defaultText: String?
    /// Left out of the usage: set only by the commands themselves (a worker flag).
    package let hidden: Bool

    package init(_ name: String, _ kind: OptionKind, default defaultText: String? = nil, hidden: Bool = false) {
        self.name = name
        self.kind = kind
        self.defaultText = defaultText
        self.hidden = hidden
    }

    /// `[--seed N]`, `[--without-architecture]`.
    var synopsis: String {
        "[" + name + (kind.placeholder.map { " " + $0 } ?? "") + "]"
    }
}

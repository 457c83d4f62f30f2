/// The one parser of the package's commands (`compare`, `scale`, `mutate`, `exercises`): each declares
/// its options once, and the parser checks a command line against them and writes the usage's
/// synopsis and defaults from them, so the usage cannot drift from what is accepted.
package struct OptionParser: Sendable {
    package let declarations: [OptionDeclaration]

    package init(_ declarations: [OptionDeclaration]) {
        self.declarations = declarations
    }

    /// The words that ask any command for its usage instead of running it.
    package static let helpWords: Set<String> = ["help", "--help", "-h"]

    /// Whether `arguments` ask for the usage.
    package static func asksForHelp(_ arguments: some Sequence<String>) -> Bool {
        arguments.contains(where: helpWords.contains)
    }

    /// Reads `--name value` pairs and flags; refuses an unknown option, a missing value and a value
    /// of the wrong kind, naming the option and the value.
    package func parse(_ arguments: some Sequence<String>) throws(UsageError) -> ParsedOptions {
        var remaining = Array(arguments)[...]
        var values: [String: String] = [:]
        var flags: Set<String> = []
        while let name = remaining.popFirst() {
            guard let declaration = declarations.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '\(name)'")
            }
            guard declaration.kind != .flag else {
                flags.insert(name)
                continue
            }
            guard let value = remaining.popFirst() else { throw UsageError("option \(name) needs a value") }
            if let wanted = declaration.kind.complaint(about: value) {
                throw UsageError("option \(name) needs \(wanted), not '\(value)'")
            }
            values[name] = value
        }
        return ParsedOptions(values: values, flags: flags)
    }

    /// `[--root DIR] [--seed N] ...`, every option that is not hidden, in lines of at most `width`
    /// characters; the lines after the first start with `indent` spaces.
    package func synopsis(width: Int = 100, indent: Int = 0) -> String {
        var lines: [String] = []
        var line = ""
        for part in declarations.filter({ !$0.hidden }).map(\.synopsis) {
            if !line.isEmpty, line.count + 1 + part.count > width - (lines.isEmpty ? 0 : indent) {
                lines.append(line)
                line = part
            } else {
                line += (line.isEmpty ? "" : " ") + part
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }

    /// `--root . --seed 20261118 ...`: the stated default of every option that has one.
    package var defaults: String {
        declarations.compactMap { declaration in declaration.defaultText.map { declaration.name + " " + $0 } }
            .joined(separator: " ")
    }

    /// The same defaults for a script to read: one `name=value` line each, the name without its
    /// dashes (`seed=20261118`), so no script has to pick them out of the usage.
    package var defaultLines: String {
        declarations.compactMap { declaration in
            declaration.defaultText.map { declaration.name.drop { $0 == "-" } + "=" + $0 }
        }
        .joined(separator: "\n")
    }

    /// The flag that asks a command for `defaultLines` instead of running it.
    package static let printDefaultsFlag = "--print-defaults"
}

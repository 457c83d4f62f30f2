import Foundation
import Results

/// Reads from each style's guide what its handout shows: the "In brief" section (its first paragraph,
/// and the one that starts "**Traps**:") and the section whose heading starts with "One tap", of
/// whose numbered steps it keeps, in order, the layer each names in its bold label ("**View**: ...")
/// and its first sentence. The guides write the trace in the order the code runs, so the handouts and
/// the report can show it as a sequence.
enum StyleGuideReader {
    /// The excerpts of `styles`, in their order; a style whose guide cannot be read is left out.
    static func read(packageRoot: URL, styles: [String]) -> [GuideExcerpt] {
        styles.compactMap { style in
            let guide = packageRoot.appendingPathComponent("Sources/Styles/\(style)/README.md")
            guard let text = try? String(contentsOf: guide, encoding: .utf8) else { return nil }
            return excerpt(style: style, guide: text)
        }
    }

    static func excerpt(style: String, guide: String) -> GuideExcerpt {
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let brief = paragraphs(of: section(startingWith: "## In brief", in: lines))
        let trapsPrefix = "**Traps**: "
        let traps = brief.first { $0.hasPrefix(trapsPrefix) }.map { String($0.dropFirst(trapsPrefix.count)) }
        let summary = brief.first { !$0.hasPrefix(trapsPrefix) }
        let tap = lines.first { $0.hasPrefix("## One tap") }
        let action = tap?.split(separator: ":", maxSplits: 1).dropFirst().first.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return GuideExcerpt(
            style: style, summary: summary, traps: traps, action: action,
            steps: steps(in: section(startingWith: "## One tap", in: lines)).map(traceStep))
    }

    /// The lines after the first heading that starts with `prefix`, up to the next heading.
    private static func section(startingWith prefix: String, in lines: [String]) -> [String] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return [] }
        let rest = lines[(start + 1)...]
        return Array(rest.prefix { !$0.hasPrefix("## ") })
    }

    /// The section's paragraphs, each joined onto one line.
    private static func paragraphs(of lines: [String]) -> [String] {
        lines.split(whereSeparator: { $0.trimmingCharacters(in: .whitespaces).isEmpty }).map { paragraph in
            paragraph.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
    }

    /// The numbered steps of a section (`1. ...`, continued on indented lines), each joined onto one line.
    private static func steps(in lines: [String]) -> [String] {
        var steps: [String] = []
        var current: String?
        for line in lines {
            if let dot = line.firstIndex(of: "."), !line[..<dot].isEmpty, line[..<dot].allSatisfy(\.isNumber) {
                if let step = current { steps.append(step) }
                current = String(line[line.index(after: dot)...]).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("   "), let step = current {
                current = step + " " + line.trimmingCharacters(in: .whitespaces)
            } else if let step = current {
                steps.append(step)
                current = nil
            }
        }
        if let step = current { steps.append(step) }
        return steps
    }

    /// A step's layer label, `**Layer**: `, taken off its text, and the first sentence of the rest.
    private static func traceStep(_ step: String) -> TraceStep {
        let label = step.wholeMatch(of: /\*\*([A-Za-z]+)\*\*: (.*)/)
        return TraceStep(
            layer: label.map { String($0.output.1) }, text: firstSentence(label.map { String($0.output.2) } ?? step))
    }

    /// The text up to the first full stop that ends a sentence (followed by a space and what can start
    /// one, or by the end), outside `code` spans.
    static func firstSentence(_ text: String) -> String {
        var inCode = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "`" { inCode.toggle() }
            let next = text.index(after: index)
            if !inCode, character == ".", endsSentence(text, after: next) { return String(text[...index]) }
            index = next
        }
        return text
    }

    private static func endsSentence(_ text: String, after index: String.Index) -> Bool {
        guard index < text.endIndex else { return true }
        let following = text.index(after: index)
        guard text[index] == " ", following < text.endIndex else { return false }
        // A sentence may start with a capital, a `code` span, a quotation or a bracket.
        return text[following].isUppercase || "`\"(".contains(text[following])
    }
}

import Catalogue
import Results

/// The mutation results layer by layer, for the appendix: each style's table, the emptied strings, the
/// equivalence rules and the sites they name, and every survivor with its place.
struct MutationDetailSection: ReportSection {
    static let headers = [
        "Layer", "Mutants", "Killed by unit tests with no view", "Killed by unit tests", "Killed only by scenarios",
        "Survivors", "Not reached", "Score",
    ]

    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        guard let section = report.mutation, section.measured else { return [] }
        var blocks: [ReportBlock] = [
            .heading(level: 2, text: "Mutation testing, layer by layer", anchor: "mutation-detail"),
            .paragraph(introduction(section)),
        ]
        for style in section.styles {
            let rows = style.layers.map { row($0.name, $0.logic) } + [row("Total", style.logic)]
            blocks += [
                .heading(level: 3, text: "Mutants of \(style.name)", anchor: "mutation-\(style.name.lowercased())"),
                .table(table(rows)),
                .paragraph(
                    "\(Format.count(style.excluded, "site")) of \(style.name) left out: the change does not compile."),
            ]
        }
        return blocks + stringBlocks(section) + equivalentBlocks(section) + survivorBlocks(section)
    }

    private func introduction(_ section: MutationSection) -> String {
        let limit = section.settings.map {
            "\(Format.oneDecimal($0.timeoutMultiple)) times its baseline (at least \(Format.oneDecimal($0.timeoutFloorSeconds)) s)"
        }
        return "The faults: `==` and `!=` swapped, a relational operator moved across its boundary, `&&` and `||` "
            + "swapped, a Boolean literal flipped, a condition negated, an integer literal one more or one less, a "
            + "call statement removed, a string emptied. Each runs against the tests of its style that reach it, "
            + "kind after kind while it stays alive: the unit tests that create no view, the other unit tests, "
            + "the catalogue scenarios, the random sequences. A run is stopped after \(limit ?? "its time limit") and counted as a kill. "
            + "A mutant that no test of a kind runs is not reached by that kind. \"Score\" is the share killed by "
            + "any test. Every mutant, with each verdict, is in Reports/mutation.json."
    }

    private func row(_ name: String, _ tally: MutationTally) -> [String] {
        [
            name, "\(tally.mutants)", "\(tally.killedByViewFreeUnit)", "\(tally.killedByUnit)",
            "\(tally.killedOnlyByScenarios)", "\(tally.survivors)", "\(tally.notReached)",
            Format.percent(tally.score),
        ]
    }

    private func table(_ rows: [[String]]) -> TextTable {
        TextTable(headers: Self.headers, rows: rows, numericColumns: Set(1..<Self.headers.count))
    }

    private func stringBlocks(_ section: MutationSection) -> [ReportBlock] {
        let rows = section.styles.flatMap { style in
            style.layers.filter { $0.strings.mutants > 0 }.map { row("\(style.name) \($0.name)", $0.strings) }
        }
        return [
            .heading(level: 3, text: "Strings emptied", anchor: "mutation-strings"),
            .paragraph(
                "Counted apart: the scenarios compare exact texts on screen, so these mostly tell how many of a "
                    + "layer's strings the scenarios read."),
            .table(table(rows)),
        ]
    }

    /// The rules, why each holds, and how many sites of each style each one names.
    private func equivalentBlocks(_ section: MutationSection) -> [ReportBlock] {
        let rows = EquivalenceRule.allCases.map { rule in
            let named = section.equivalents.filter { $0.rule == rule }
            let perStyle = section.styles.compactMap { style -> String? in
                let count = named.filter { $0.file.hasPrefix("\(StyleCatalogue.stylesFolder)/\(style.name)/") }.count
                return count > 0 ? "\(style.name) \(count)" : nil
            }
            return [rule.rawValue, rule.reason, "\(named.count)", perStyle.joined(separator: ", ")]
        }
        return [
            .heading(level: 3, text: "Equivalent mutants", anchor: "mutation-equivalents"),
            .paragraph(
                "Some changes cannot alter anything a test can observe on this platform. Instead of counting them "
                    + "as survivors, `make mutate` names them by these rules, builds and runs none of them, and leaves "
                    + "them out of every count. Each site is listed in Reports/mutation.json (`equivalents`)."),
            .table(
                TextTable(
                    headers: ["Rule", "Why no test can catch it", "Sites", "By style"], rows: rows, numericColumns: [2])
            ),
        ]
    }

    /// Every survivor, layer by layer in its style's order, then by place in the code.
    private func survivorBlocks(_ section: MutationSection) -> [ReportBlock] {
        var rows: [[String]] = []
        for style in section.styles {
            let order = Dictionary(uniqueKeysWithValues: style.layers.enumerated().map { ($1.name, $0) })
            let survivors = (section.survivors[style.name] ?? []).sorted {
                (order[$0.layer] ?? 0, $0.file, $0.line, $0.column) < (
                    order[$1.layer] ?? 0, $1.file, $1.line, $1.column
                )
            }
            rows += survivors.map {
                [style.name, $0.layer, "`\($0.location)`", $0.operator.rawValue, "`\($0.before)`", "`\($0.after)`"]
            }
        }
        let heading = ReportBlock.heading(level: 3, text: "Surviving mutants", anchor: "mutation-survivors")
        guard !rows.isEmpty else { return [heading, .paragraph("No mutant survives every test.")] }
        return [
            heading,
            .table(TextTable(headers: ["Style", "Layer", "Where", "Operator", "Before", "After"], rows: rows)),
        ]
    }
}

/// The mutation kill matrix: per style and layer, what the unit tests and the scenarios catch.
struct MutationKillSection: ReportSection {
    static let mutationHeaders = [
        "Layer", "Mutants", "Killed by unit tests", "Killed by scenarios", "Killed only by scenarios",
        "Survivors", "Not reached", "Score",
    ]

    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let heading = ReportBlock.heading(level: 2, text: "Which tests catch which faults", anchor: "mutation")
        guard let section = report.mutation, section.measured else {
            return [
                heading,
                .paragraph("Mutation testing: " + (report.mutation?.note ?? MutationSection.notMeasuredNote) + "."),
            ]
        }
        var blocks: [ReportBlock] = [heading, .paragraph(mutationIntroduction(section))]
        for style in section.styles {
            let rows = style.layers.map { mutationRow($0.name, $0.logic) } + [mutationRow("Total", style.logic)]
            blocks += [
                .heading(level: 3, text: "Mutants of \(style.name)", anchor: "mutation-\(style.name.lowercased())"),
                .table(mutationTable(rows)),
                .paragraph(
                    "\(Format.count(style.excluded, "site")) of \(style.name) left out: the change does not compile."),
            ]
        }
        blocks.append(
            .chart(
                svg: KillSplitChart(styles: section.styles).svg(),
                alternative: "Kill split per layer: "
                    + section.styles.flatMap { style in
                        style.layers.filter { $0.logic.mutants > 0 }.map { layer in
                            "\(style.name) \(layer.name) \(layer.logic.killedByUnit) by unit tests, "
                                + "\(layer.logic.killedOnlyByScenarios) only by scenarios, \(layer.logic.survivors) survived, "
                                + "\(layer.logic.notReached) not reached of \(layer.logic.mutants)"
                        }
                    }.joined(separator: "; ") + "."))
        blocks +=
            stringSection(section) + equivalentBlocks(section) + survivorBlocks(section)
            + honestyBlocks(section)
        return blocks
    }

    private func mutationIntroduction(_ section: MutationSection) -> String {
        let limit = section.settings.map {
            "\(Format.oneDecimal($0.timeoutMultiple)) times its baseline (at least \(Format.oneDecimal($0.timeoutFloorSeconds)) s)"
        }
        return "`make mutate` puts one fault at a time into a style's code (`==` and `!=` swapped, a relational "
            + "operator moved across its boundary, `&&` and `||` swapped, a Boolean literal flipped, a condition "
            + "negated, an integer literal one more or one less, a call statement removed, a string emptied), runs "
            + "the style's own unit tests and, separately, the shared scenarios against it, and counts the fault as "
            + "killed when a test fails, the run crashes, or it takes longer than \(limit ?? "its time limit"). "
            + "A mutant that no test of a kind runs is not reached by that kind and is not run. "
            + "The tables leave out emptied strings, which are counted apart below; "
            + "\"Score\" is the share of mutants killed by any test. Mutants that no test could ever tell from the "
            + "original are named by a rule below and left out of every count. Every mutant is in "
            + "Reports/mutation.json."
    }

    private func mutationRow(_ name: String, _ tally: MutationTally) -> [String] {
        [
            name, "\(tally.mutants)", "\(tally.killedByUnit)", "\(tally.killedByScenarios)",
            "\(tally.killedOnlyByScenarios)", "\(tally.survivors)", "\(tally.notReached)", Format.percent(tally.score),
        ]
    }

    private func mutationTable(_ rows: [[String]]) -> TextTable {
        TextTable(headers: Self.mutationHeaders, rows: rows, numericColumns: Set(1..<Self.mutationHeaders.count))
    }

    private func stringSection(_ section: MutationSection) -> [ReportBlock] {
        let rows = section.styles.flatMap { style in
            style.layers.filter { $0.strings.mutants > 0 }.map { mutationRow("\(style.name) \($0.name)", $0.strings) }
        }
        return [
            .heading(level: 3, text: "Strings emptied", anchor: "mutation-strings"),
            .paragraph(
                "Counted apart: the scenarios compare exact texts on screen, so these mostly tell how many of a "
                    + "layer's strings the scenarios read."),
            .table(mutationTable(rows)),
        ]
    }

    /// The rules, why each holds, and how many sites of each style each one names.
    private func equivalentBlocks(_ section: MutationSection) -> [ReportBlock] {
        let rows = EquivalenceRule.allCases.map { rule in
            let named = section.equivalents.filter { $0.rule == rule }
            let perStyle = section.styles.compactMap { style -> String? in
                let count = named.filter { $0.file.hasPrefix("Sources/\(style.name)/") }.count
                return count > 0 ? "\(style.name) \(count)" : nil
            }
            return [rule.rawValue, rule.reason, "\(named.count)", perStyle.joined(separator: ", ")]
        }
        return [
            .heading(level: 3, text: "Equivalent mutants", anchor: "mutation-equivalents"),
            .paragraph(
                "Some changes cannot alter anything a test can observe on this platform. Instead of counting them "
                    + "as survivors, `make mutate` names them by these rules, builds and runs none of them, and leaves "
                    + "them out of every count above. Each site is listed in Reports/mutation.json (`equivalents`)."),
            .table(
                TextTable(
                    headers: ["Rule", "Why no test can catch it", "Sites", "By style"], rows: rows, numericColumns: [2])
            ),
        ]
    }

    /// Every survivor of each style, layer by layer in the style's order, then by place in the code.
    private func survivorBlocks(_ section: MutationSection) -> [ReportBlock] {
        section.styles.map { style in
            let order = Dictionary(uniqueKeysWithValues: style.layers.enumerated().map { ($1.name, $0) })
            let survivors = (section.survivors[style.name] ?? []).sorted {
                (order[$0.layer] ?? 0, $0.file, $0.line, $0.column) < (
                    order[$1.layer] ?? 0, $1.file, $1.line, $1.column
                )
            }
            let rows = survivors.map {
                [$0.layer, "`\($0.location)`", $0.operator.rawValue, "`\($0.before)`", "`\($0.after)`"]
            }
            return .details(
                summary: "Surviving mutants of \(style.name) (\(survivors.count))",
                blocks: [.table(TextTable(headers: ["Layer", "Where", "Operator", "Before", "After"], rows: rows))])
        }
    }

    private func honestyBlocks(_ section: MutationSection) -> [ReportBlock] {
        guard let check = section.honestyCheck else {
            return [.paragraph("Honesty check: not run on these results (`make mutate-check`).")]
        }
        let disagreements = check.disagreements.count
        return [
            .paragraph(
                "Honesty check: \(Format.count(check.samples.count, "sampled mutant")) re-applied as plain source "
                    + "edits and run with every test of both kinds; "
                    + (disagreements == 0
                        ? "every verdict agrees with the schemata run."
                        : "\(disagreements) disagree with the schemata run."))
        ]
    }
}

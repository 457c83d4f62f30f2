import Results

/// Which tests catch which faults, in brief: per style, how many injected faults each kind of test
/// kills, per layer the share killed by unit tests that create no view, the faults only the scenarios
/// catch and every survivor. The layer-by-layer tables are in the appendix (`MutationDetailSection`).
struct MutationKillSection: ReportSection {
    static let headers = [
        "Style", "Mutants", "Killed by unit tests with no view", "Killed by all unit tests",
        "Killed only by scenarios", "Survivors", "Not reached", "Score",
    ]

    func blocks(for report: ComparisonReport) -> [ReportBlock] {
        let heading = ReportBlock.heading(level: 2, text: "Which tests catch which faults", anchor: "mutation")
        guard let section = report.mutation, section.measured else {
            return [
                heading,
                .paragraph("Mutation testing: " + (report.mutation?.note ?? MutationSection.notMeasuredNote) + "."),
            ]
        }
        let rows = section.styles.map { style in
            let tally = style.logic
            return [
                style.name, "\(tally.mutants)", share(tally.killedByViewFreeUnit, of: tally.mutants),
                share(tally.killedByUnit, of: tally.mutants), "\(tally.killedOnlyByScenarios)", "\(tally.survivors)",
                "\(tally.notReached)", Format.percent(tally.score),
            ]
        }
        return [
            heading,
            .paragraph(
                "`make mutate` puts one small fault (a mutant) at a time into a style's code and runs the style's "
                    + "tests that reach it: unit tests that create no view, the other unit tests, then the shared "
                    + "scenarios. Strings emptied and equivalent mutants are left out; the appendix has every layer."),
            .table(TextTable(headers: Self.headers, rows: rows, numericColumns: Set(1..<Self.headers.count))),
            .paragraph(Self.scenarioOnlySentence(section) + " " + Self.survivorSentence(section)),
        ]
    }

    /// Below this many mutants a layer's share says little, and is marked so.
    static let fewMutants = 20

    func appendixBlocks(for report: ComparisonReport) -> [ReportBlock] {
        guard let section = report.mutation, section.measured else { return [] }
        let byLayer = section.styles.map { style in
            let sizes = report.styles.first { $0.name == style.name }?.layers ?? []
            return [
                style.name,
                style.layers.filter { $0.logic.mutants > 0 }.map { layer in
                    let code = sizes.first { $0.name == layer.name }?.code ?? 0
                    let density =
                        code > 0
                        ? ", \(Format.oneDecimal(Double(layer.logic.mutants) * 100 / Double(code))) per 100 lines" : ""
                    let few = layer.logic.mutants < Self.fewMutants ? ", fewer than \(Self.fewMutants)" : ""
                    return
                        "\(layer.name) \(Format.percent(layer.logic.viewFreeUnitScore)) (\(Format.count(layer.logic.mutants, "mutant"))"
                        + density + few + ")"
                }.joined(separator: " · "),
            ]
        }
        return [
            .heading(level: 2, text: "Which tests catch which faults, per layer", anchor: "mutation-layers"),
            .paragraph(
                "Each layer's share of mutants killed by unit tests that create no view, with how many mutants it "
                    + "has and how many per 100 of its code lines: pure code such as an update function offers few "
                    + "calls to remove, so it gets fewer mutants, and a share of fewer than \(Self.fewMutants) says little."
            ),
            .table(TextTable(headers: ["Style", "By layer"], rows: byLayer)),
            .chart(
                svg: KillSplitChart(styles: section.styles).svg(),
                alternative: "Kill split per layer: "
                    + section.styles.flatMap { style in
                        style.layers.filter { $0.logic.mutants > 0 }.map { layer in
                            let tally = layer.logic
                            return "\(style.name) \(layer.name) \(tally.killedByViewFreeUnit) by unit tests with no "
                                + "view, \(tally.killedByUnit - tally.killedByViewFreeUnit) by unit tests with a view, "
                                + "\(tally.killedOnlyByScenarios) only by scenarios, \(tally.survivors) survived, "
                                + "\(tally.notReached) not reached of \(tally.mutants)"
                        }
                    }.joined(separator: "; ") + ".",
                caption:
                    "One bar per layer, each 100% of its mutants: dark green, killed by unit tests that create no "
                    + "view; blue, by the other unit tests; light blue, only by the scenarios; orange, survived; "
                    + "grey, not reached. The longer the dark green, the more of the layer is guarded without a "
                    + "screen."),
            .paragraph(Self.honestySentence(section)),
        ]
    }

    private func share(_ count: Int, of total: Int) -> String {
        total > 0 ? "\(count) (\(Format.percent(Double(count) * 100 / Double(total))))" : "0"
    }

    /// The faults only the scenarios catch, counted by layer, the most first.
    static func scenarioOnlySentence(_ section: MutationSection) -> String {
        let layers = section.styles.flatMap { style in
            style.layers.filter { $0.logic.killedOnlyByScenarios > 0 }.map {
                (name: "\(style.name) \($0.name)", count: $0.logic.killedOnlyByScenarios)
            }
        }.sorted { ($1.count, $0.name) < ($0.count, $1.name) }
        let total = layers.map(\.count).reduce(0, +)
        guard total > 0 else { return "Every fault the scenarios catch, some unit test catches too." }
        return "\(Format.count(total, "fault")) passed every unit test and only the shared scenarios caught them: "
            + layers.map { "\($0.name) \($0.count)" }.joined(separator: ", ") + "."
    }

    /// The mutants no test kills, with place and change, the first few of them; the appendix lists all.
    static func survivorSentence(_ section: MutationSection) -> String {
        let survivors = section.styles.flatMap { section.survivors[$0.name] ?? [] }
        guard !survivors.isEmpty else { return "No mutant survives every test." }
        let named = survivors.prefix(survivorsNamed).map {
            "\($0.location) (\($0.operator.rawValue), `\($0.before)`)"
        }
        let rest = survivors.count - named.count
        return
            "\(Format.count(survivors.count, "mutant")) \(survivors.count == 1 ? "survives" : "survive") every test: "
            + named.joined(separator: "; ")
            + (rest > 0 ? "; and \(rest) more, listed in the appendix." : ".")
    }

    /// How many survivors the sentence names before it points to the appendix.
    static let survivorsNamed = 5

    static func honestySentence(_ section: MutationSection) -> String {
        guard let check = section.honestyCheck else {
            return "Honesty check: not run on these results (`make mutate-check`)."
        }
        let disagreements = check.disagreements.count
        return "Honesty check: \(Format.count(check.samples.count, "sampled mutant")) re-applied as plain source edits "
            + "and run with every test of both kinds; "
            + (disagreements == 0
                ? "every verdict agrees with the schemata run."
                : "\(disagreements) disagree with the schemata run.")
    }
}

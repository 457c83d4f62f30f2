/// One mutant and what each kind of test made of it.
package struct MutantRecord: Sendable, Equatable, Codable {
    package var id: Int
    /// Path relative to the package root.
    package var file: String
    package var line: Int
    package var column: Int
    package var layer: String
    package var `operator`: MutationOperator
    /// The code before and after the change, on one line.
    package var before: String
    package var after: String
    /// The style's own unit tests.
    package var unit: MutantVerdict
    /// The style's unit tests that create no view, alone: `notReached` when none of them runs the
    /// mutated code.
    package var viewFreeUnit: MutantVerdict
    /// The shared scenarios, run against this mutant's style only when the unit tests left it alive
    /// (`notRun` otherwise).
    package var scenarios: MutantVerdict

    package init(
        id: Int, file: String, line: Int, column: Int, layer: String, operator: MutationOperator, before: String,
        after: String, unit: MutantVerdict, viewFreeUnit: MutantVerdict = .notReached, scenarios: MutantVerdict
    ) {
        self.id = id
        self.file = file
        self.line = line
        self.column = column
        self.layer = layer
        self.operator = `operator`
        self.before = before
        self.after = after
        self.unit = unit
        self.viewFreeUnit = viewFreeUnit
        self.scenarios = scenarios
    }

    /// A record stored before `viewFreeUnit` existed reads it as not reached, so that a report stored by
    /// an earlier version still reads (and `make compare` can write the new one).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(Int.self, forKey: .id), file: try container.decode(String.self, forKey: .file),
            line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column),
            layer: try container.decode(String.self, forKey: .layer),
            operator: try container.decode(MutationOperator.self, forKey: .operator),
            before: try container.decode(String.self, forKey: .before),
            after: try container.decode(String.self, forKey: .after),
            unit: try container.decode(MutantVerdict.self, forKey: .unit),
            viewFreeUnit: try container.decodeIfPresent(MutantVerdict.self, forKey: .viewFreeUnit) ?? .notReached,
            scenarios: try container.decode(MutantVerdict.self, forKey: .scenarios))
    }

    /// Where the change is, as `file:line`.
    package var location: String { "\(file):\(line)" }
}

/// What one kind of test made of a mutant.
package enum MutantVerdict: String, Sendable, Equatable, Codable {
    /// A test failed.
    case killed
    /// The run crashed (a trap or a signal): counted as killed.
    case crashed
    /// The run took longer than its time-out: counted as killed.
    case timedOut = "timed out"
    /// Every test that reaches the mutant passed.
    case survived
    /// No test of this kind runs the mutated code, so none was run.
    case notReached = "not reached"
    /// A kind of test that runs earlier already killed it, so this kind was not run.
    case notRun = "not run"

    package var isKill: Bool {
        switch self {
        case .killed, .crashed, .timedOut: true
        case .survived, .notReached, .notRun: false
        }
    }
}

import Catalogue

/// What `make mutate` writes to Reports/mutation.json: every mutant with its verdicts, the tallies per
/// style and layer, the mutants left out because they do not compile, and the honesty check.
/// Nothing here depends on the machine: timings go to the console only.
package struct MutationResults: Sendable, Equatable, Codable {
    /// The version of this format; `read(from:)` refuses any other.
    package static let currentSchema = 3
    package var schema = currentSchema
    /// `MutationFingerprint` of the sources the results were made from.
    package var fingerprint: String
    package var settings: MutationSettings
    package var styles: [MutationStyleResult]
    /// Compiled mutants, by id.
    package var mutants: [MutantRecord]
    /// Sites whose change did not compile, found from the compiler's diagnostics.
    package var excluded: [ExcludedMutant]
    /// Sites an `EquivalenceRule` names: not built, not run, not in any tally.
    package var equivalents: [EquivalentMutant]
    /// Set by the honesty check (`make mutate-check`); nil until it has run on these results.
    package var honestyCheck: HonestyCheckResult?

    package init(
        fingerprint: String, settings: MutationSettings, styles: [MutationStyleResult], mutants: [MutantRecord],
        excluded: [ExcludedMutant], equivalents: [EquivalentMutant] = [], honestyCheck: HonestyCheckResult? = nil
    ) {
        self.fingerprint = fingerprint
        self.settings = settings
        self.styles = styles
        self.mutants = mutants
        self.excluded = excluded
        self.equivalents = equivalents
        self.honestyCheck = honestyCheck
    }

    /// Mutants reached by some test and killed by none, in id order.
    package func survivors(of style: String) -> [MutantRecord] {
        let prefix = "\(StyleCatalogue.stylesFolder)/\(style)/"
        return mutants.filter { $0.file.hasPrefix(prefix) && !$0.unit.isKill && !$0.scenarios.isKill }
            .filter { $0.unit != .notReached || $0.scenarios != .notReached }
    }
}

/// The fixed rules of the run, recorded with its results.
package struct MutationSettings: Sendable, Equatable, Codable {
    /// A run is stopped and counted as killed after this multiple of its baseline...
    package var timeoutMultiple: Double
    /// ...but never sooner than this many seconds.
    package var timeoutFloorSeconds: Double
    package var operators: [MutationOperator]

    package init(timeoutMultiple: Double, timeoutFloorSeconds: Double, operators: [MutationOperator]) {
        self.timeoutMultiple = timeoutMultiple
        self.timeoutFloorSeconds = timeoutFloorSeconds
        self.operators = operators
    }
}

/// A style's tallies, per layer and in total. Strings emptied are counted apart from the rest.
package struct MutationStyleResult: Sendable, Equatable, Codable {
    package var name: String
    package var layers: [MutationLayerResult]
    /// Mutants of every operator but `string emptied`.
    package var logic: MutationTally
    package var strings: MutationTally
    /// Sites of this style left out because their change does not compile.
    package var excluded: Int

    /// Tallies the mutants of one style, layers in the style's order.
    package init(style: StyleDefinition, mutants: [MutantRecord], excluded: Int) {
        name = style.name
        layers = style.layers.map { layer in
            let own = mutants.filter { $0.layer == layer.rawValue }
            return MutationLayerResult(
                name: layer.rawValue,
                logic: MutationTally(own.filter { !$0.operator.isString }),
                strings: MutationTally(own.filter { $0.operator.isString }))
        }
        logic = layers.map(\.logic).reduce(MutationTally(), +)
        strings = layers.map(\.strings).reduce(MutationTally(), +)
        self.excluded = excluded
    }
}

package struct MutationLayerResult: Sendable, Equatable, Codable {
    package var name: String
    package var logic: MutationTally
    package var strings: MutationTally
}

/// A site whose change the compiler refused, so it has no mutant.
package struct ExcludedMutant: Sendable, Equatable, Codable {
    package var file: String
    package var line: Int
    package var column: Int
    package var `operator`: MutationOperator
    package var before: String
    package var after: String
    /// The compiler's first error about it.
    package var diagnostic: String

    package init(
        file: String, line: Int, column: Int, operator: MutationOperator, before: String, after: String,
        diagnostic: String
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.operator = `operator`
        self.before = before
        self.after = after
        self.diagnostic = diagnostic
    }
}

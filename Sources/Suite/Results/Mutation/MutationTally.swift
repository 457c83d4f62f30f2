/// Counts of mutants by what the tests made of them, for one layer or a sum of layers.
package struct MutationTally: Sendable, Equatable, Codable {
    package var mutants = 0
    package var killedByUnit = 0
    /// Killed by unit tests that create no view (a subset of `killedByUnit`).
    package var killedByViewFreeUnit = 0
    /// Killed by the scenarios and not by the unit tests (the scenarios run only when the unit tests
    /// leave a mutant alive).
    package var killedOnlyByScenarios = 0
    /// Reached by some test and killed by none.
    package var survivors = 0
    /// Reached by no test at all.
    package var notReached = 0
    /// Not reached by the style's unit tests (whatever the scenarios did).
    package var notReachedByUnit = 0
    /// Not reached by the scenarios (whatever the unit tests did).
    package var notReachedByScenarios = 0
    /// Kills that were a crash or a time-out rather than a failing test (included in the kills above).
    package var crashed = 0
    package var timedOut = 0

    package init() {}

    /// A count a file written before it existed reads as 0, so that a report stored by an earlier
    /// version still reads (and `make compare` can write the new one).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func count(_ key: CodingKeys) throws -> Int { try container.decodeIfPresent(Int.self, forKey: key) ?? 0 }
        mutants = try count(.mutants)
        killedByUnit = try count(.killedByUnit)
        killedByViewFreeUnit = try count(.killedByViewFreeUnit)
        killedOnlyByScenarios = try count(.killedOnlyByScenarios)
        survivors = try count(.survivors)
        notReached = try count(.notReached)
        notReachedByUnit = try count(.notReachedByUnit)
        notReachedByScenarios = try count(.notReachedByScenarios)
        crashed = try count(.crashed)
        timedOut = try count(.timedOut)
    }

    package init(_ mutants: [MutantRecord]) {
        for mutant in mutants {
            add(mutant)
        }
    }

    package mutating func add(_ mutant: MutantRecord) {
        mutants += 1
        let unitKill = mutant.unit.isKill
        let scenarioKill = mutant.scenarios.isKill
        if unitKill { killedByUnit += 1 }
        if mutant.viewFreeUnit.isKill { killedByViewFreeUnit += 1 }
        if scenarioKill && !unitKill { killedOnlyByScenarios += 1 }
        let reached = mutant.unit != .notReached || mutant.scenarios != .notReached
        if !reached {
            notReached += 1
        } else if !unitKill && !scenarioKill {
            survivors += 1
        }
        if mutant.unit == .notReached { notReachedByUnit += 1 }
        if mutant.scenarios == .notReached { notReachedByScenarios += 1 }
        if mutant.unit == .crashed || mutant.scenarios == .crashed { crashed += 1 }
        if mutant.unit == .timedOut || mutant.scenarios == .timedOut { timedOut += 1 }
    }

    /// Mutants killed by any test.
    package var killed: Int { killedByUnit + killedOnlyByScenarios }

    /// Killed mutants as a percentage of all, or nil without mutants.
    package var score: Double? {
        percent(killed)
    }

    /// Mutants killed by unit tests that create no view, as a percentage of all, or nil without mutants.
    package var viewFreeUnitScore: Double? {
        percent(killedByViewFreeUnit)
    }

    private func percent(_ count: Int) -> Double? {
        mutants > 0 ? Double(count) * 100 / Double(mutants) : nil
    }

    package static func + (lhs: MutationTally, rhs: MutationTally) -> MutationTally {
        var sum = lhs
        sum.mutants += rhs.mutants
        sum.killedByUnit += rhs.killedByUnit
        sum.killedByViewFreeUnit += rhs.killedByViewFreeUnit
        sum.killedOnlyByScenarios += rhs.killedOnlyByScenarios
        sum.survivors += rhs.survivors
        sum.notReached += rhs.notReached
        sum.notReachedByUnit += rhs.notReachedByUnit
        sum.notReachedByScenarios += rhs.notReachedByScenarios
        sum.crashed += rhs.crashed
        sum.timedOut += rhs.timedOut
        return sum
    }
}

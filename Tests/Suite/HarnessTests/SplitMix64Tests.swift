import Testing

@testable import Harness

@Suite("Seeded generator")
struct SplitMix64Tests {
    @Test("the same seed gives the same numbers")
    func sameSeedSameNumbers() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)

        let numbers = (0..<20).map { _ in first.next() }

        #expect(numbers == (0..<20).map { _ in second.next() })
    }

    @Test("different seeds give different numbers")
    func differentSeedsDifferentNumbers() {
        var first = SplitMix64(seed: 1)
        var second = SplitMix64(seed: 2)

        #expect((0..<5).map { _ in first.next() } != (0..<5).map { _ in second.next() })
    }

    @Test("the first output for seed 0 is the published SplitMix64 value")
    func matchesReferenceOutput() {
        var random = SplitMix64(seed: 0)

        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    }

    @Test("the same seed gives the same operation sequence")
    func sameSeedSameOperations() {
        var first = OperationGenerator(seed: 99)
        var second = OperationGenerator(seed: 99)

        let operations = first.sequence(steps: 50)

        #expect(operations == second.sequence(steps: 50))
        #expect(operations.count == 50)
    }

    @Test("numbers below a bound stay below it and reach every value")
    func belowStaysInRange() {
        var random = SplitMix64(seed: 7)
        var seen = Set<Int>()

        for _ in 0..<1000 { seen.insert(random.below(3)) }

        #expect(seen == [0, 1, 2])
    }
}

import Testing

@testable import Harness

@Suite("Shrinker")
struct ShrinkerTests {
    @Test("keeps only the elements a failure needs")
    func keepsOnlyWhatTheFailureNeeds() {
        let input = Array(1...30)

        let shortest = Shrinker.shrink(input) { $0.contains(7) && $0.contains(23) }

        #expect(shortest == [7, 23])
    }

    @Test("keeps the order of what it keeps")
    func keepsOrder() {
        let input = [5, 1, 9, 3, 8, 2]

        let shortest = Shrinker.shrink(input) { candidate in
            guard let nine = candidate.firstIndex(of: 9), let two = candidate.firstIndex(of: 2) else { return false }
            return nine < two
        }

        #expect(shortest == [9, 2])
    }

    @Test("an input that fails even when empty shrinks to nothing")
    func alwaysFailingShrinksToNothing() {
        #expect(Shrinker.shrink([1, 2, 3]) { _ in true }.isEmpty)
    }

    @Test("a single needed element is found")
    func singleElement() {
        #expect(Shrinker.shrink(Array(0..<100)) { $0.contains(64) } == [64])
    }
}

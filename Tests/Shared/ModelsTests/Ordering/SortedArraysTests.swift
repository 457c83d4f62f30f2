import Testing

@testable import Models

/// The two steps that keep the lists in order without sorting them again. The questions asked are
/// counted: that count is what keeps one change to a list of 10,000 as cheap as to a list of 100.
@Suite("SortedArrays")
struct SortedArraysTests {
    /// Counts the questions a search or merge asks.
    private final class QuestionCounter {
        var count = 0
    }

    @Test(
        "the insertion index is the first position not before the element",
        arguments: [(0, 0), (5, 0), (5, 2), (5, 5), (1, 1)]
    )
    func insertionIndex(count: Int, firstNotBefore: Int) {
        let index = SortedArrays.insertionIndex(count: count) { $0 < firstNotBefore }

        #expect(index == firstNotBefore)
    }

    @Test("placing one element among 10,000 asks at most 14 questions")
    func insertionIndexQuestions() {
        let counter = QuestionCounter()

        let index = SortedArrays.insertionIndex(count: 10_000) { position in
            counter.count += 1
            return position < 6_789
        }

        #expect(index == 6_789)
        #expect(counter.count <= 14)
    }

    @Test("merging keeps both orders, takes the left element first on a tie, and appends what is left")
    func merge() {
        let left = [1, 3, 3, 8]
        let right = [2, 3, 9, 10]

        let order = SortedArrays.mergeOrder(left: left.count, right: right.count) { right[$1] < left[$0] }

        #expect(
            order == [.left(0), .right(0), .left(1), .left(2), .right(1), .left(3), .right(2), .right(3)])
    }

    @Test("merging 1,000 elements into 10,000 asks at most 10,999 questions, not one sort of 11,000")
    func mergeQuestions() {
        let counter = QuestionCounter()
        let left = Array(stride(from: 0, to: 20_000, by: 2))
        let right = Array(stride(from: 1, to: 2_000, by: 2))

        let order = SortedArrays.mergeOrder(left: left.count, right: right.count) { l, r in
            counter.count += 1
            return right[r] < left[l]
        }

        #expect(order.count == 11_000)
        #expect(counter.count <= 10_999)
    }
}

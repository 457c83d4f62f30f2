/// The two steps that keep a list in display order as it changes, so that no change sorts the
/// whole list again: a binary search for where one element goes, and a merge of a sorted batch.
enum SortedArrays {
    /// The first index of `count` sorted positions for which `isBefore` is false, found with at
    /// most ⌈log₂(count + 1)⌉ questions. `isBefore(i)` says whether position `i` comes before the
    /// element being placed, and must be true for a prefix of the positions and false after it.
    static func insertionIndex(count: Int, isBefore: (Int) throws -> Bool) rethrows -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = low + (high - low) / 2
            if try isBefore(middle) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// The positions of two sorted sequences in one sorted sequence, taking the left one first on
    /// ties, with at most `left + right - 1` questions. `isRightBefore(l, r)` says whether the
    /// right sequence's element `r` comes before the left one's element `l`.
    static func mergeOrder(left: Int, right: Int, isRightBefore: (Int, Int) throws -> Bool) rethrows -> [Side] {
        var order: [Side] = []
        order.reserveCapacity(left + right)
        var (l, r) = (0, 0)
        while l < left, r < right {
            if try isRightBefore(l, r) {
                order.append(.right(r))
                r += 1
            } else {
                order.append(.left(l))
                l += 1
            }
        }
        order += (l..<left).map(Side.left) + (r..<right).map(Side.right)
        return order
    }

    enum Side: Equatable {
        case left(Int)
        case right(Int)
    }
}

/// Which lines of a file a change removed and which it added: the lines outside a longest common
/// subsequence of the old and the new lines. Any longest common subsequence gives the same numbers
/// of added and removed lines; ties are broken the same way every time (a removal before an addition,
/// as git prints them), so the measure is reproducible.
package struct LineDiff: Sendable, Equatable {
    /// Positions in the old lines, counted from 0.
    package var removed: [Int]
    /// Positions in the new lines, counted from 0.
    package var added: [Int]

    package init(removed: [Int], added: [Int]) {
        self.removed = removed
        self.added = added
    }

    package init(old: [Substring], new: [Substring]) {
        // Lines the two versions share at either end are kept without entering the table.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let (removed, added) = Self.middle(oldMiddle, newMiddle)
        self.init(removed: removed.map { $0 + prefix }, added: added.map { $0 + prefix })
    }

    /// The classic table of common-subsequence lengths of every pair of suffixes, walked from the start.
    private static func middle(_ old: [Substring], _ new: [Substring]) -> (removed: [Int], added: [Int]) {
        let columns = new.count + 1
        var lengths = [Int32](repeating: 0, count: (old.count + 1) * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * columns + j] =
                    old[i] == new[j]
                    ? lengths[(i + 1) * columns + j + 1] + 1
                    : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
            }
        }
        var removed: [Int] = []
        var added: [Int] = []
        var i = 0
        var j = 0
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                i += 1
                j += 1
            } else if lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1] {
                removed.append(i)
                i += 1
            } else {
                added.append(j)
                j += 1
            }
        }
        removed += Array(i..<old.count)
        added += Array(j..<new.count)
        return (removed, added)
    }
}

import Testing

@testable import ChangeCost

@Suite("LineDiff")
struct LineDiffTests {
    private func diff(_ old: String, _ new: String) -> LineDiff {
        LineDiff(old: old.split(separator: " "), new: new.split(separator: " "))
    }

    @Test("equal texts change no line")
    func equal() {
        #expect(diff("a b c", "a b c") == LineDiff(removed: [], added: []))
    }

    @Test("a line inserted in the middle is the only one added")
    func insertion() {
        #expect(diff("a b c", "a b x c") == LineDiff(removed: [], added: [2]))
    }

    @Test("a changed line is one removed and one added")
    func change() {
        #expect(diff("a b c", "a x c") == LineDiff(removed: [1], added: [1]))
    }

    @Test("a new file adds every line and a deleted one removes every line")
    func wholeFiles() {
        #expect(diff("", "a b") == LineDiff(removed: [], added: [0, 1]))
        #expect(diff("a b", "") == LineDiff(removed: [0, 1], added: []))
    }

    @Test("lines kept around a change are matched, not counted, even when the change repeats them")
    func repeatedLines() {
        // "}" appears on both sides: the longest common part keeps three lines, so one is added.
        #expect(diff("func } }", "func } func } }").added.count == 2)
        #expect(diff("func } }", "func } func } }").removed.isEmpty)
    }

    @Test("a removal is listed before an addition at the same place")
    func tieBreak() {
        #expect(diff("a b", "b a") == LineDiff(removed: [0], added: [1]))
    }
}

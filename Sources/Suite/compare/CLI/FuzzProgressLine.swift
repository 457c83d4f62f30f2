/// The line a fuzz worker prints as it goes, `progress <done> <divergences>`, and reads back.
struct FuzzProgressLine: Equatable {
    var done: Int
    var divergences: Int

    var text: String { "progress \(done) \(divergences)" }

    init(done: Int, divergences: Int) {
        self.done = done
        self.divergences = divergences
    }

    init?(_ line: some StringProtocol) {
        let words = line.split(separator: " ")
        guard words.count == 3, words[0] == "progress", let done = Int(words[1]), let divergences = Int(words[2])
        else { return nil }
        self.init(done: done, divergences: divergences)
    }
}

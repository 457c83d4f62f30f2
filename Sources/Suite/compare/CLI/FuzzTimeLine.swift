import Catalogue
import Results

/// The line a fuzz worker prints at the end for each style it played, `time <style> <framework>
/// <seconds>`, and reads back.
struct FuzzTimeLine: Equatable {
    var time: RandomSequenceStyleTime

    var text: String { "time \(time.style) \(time.framework.rawValue) \(time.seconds)" }

    init(_ time: RandomSequenceStyleTime) {
        self.time = time
    }

    init?(_ line: some StringProtocol) {
        let words = line.split(separator: " ")
        guard words.count == 4, words[0] == "time", let framework = UIFramework(rawValue: String(words[2])),
            let seconds = Double(words[3])
        else { return nil }
        self.init(RandomSequenceStyleTime(style: String(words[1]), framework: framework, seconds: seconds))
    }
}

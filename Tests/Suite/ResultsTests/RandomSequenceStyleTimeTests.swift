import Catalogue
import Testing

@testable import Results

@Suite("RandomSequenceStyleTime")
struct RandomSequenceStyleTimeTests {
    @Test("merging adds up each style's times, keeping the order in which the styles first appear")
    func mergesByStyle() {
        let times = [
            RandomSequenceStyleTime(style: "MVC", framework: .uiKit, seconds: 1.5),
            RandomSequenceStyleTime(style: "TCA", framework: .swiftUI, seconds: 4),
            RandomSequenceStyleTime(style: "MVC", framework: .uiKit, seconds: 0.25),
        ]

        let merged = RandomSequenceStyleTime.merged(times)

        #expect(
            merged == [
                RandomSequenceStyleTime(style: "MVC", framework: .uiKit, seconds: 1.75),
                RandomSequenceStyleTime(style: "TCA", framework: .swiftUI, seconds: 4),
            ])
    }
}

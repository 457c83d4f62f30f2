import Testing

@testable import Mutation

@Suite("ReachMap")
struct ReachMapTests {
    @Test("the unit tests that reach a mutant are split by whether they created a view, each in listing order")
    func unitTestsSplitByView() {
        var map = ReachMap()
        map.unitOrder["MVVM"] = ["A.view()", "B.model()", "C.other()", "D.model()"]
        map.unit["MVVM"] = [
            "A.view()": .init(reached: [7], seconds: 1, createsView: true),
            "B.model()": .init(reached: [7, 8], seconds: 1),
            "C.other()": .init(reached: [8], seconds: 1),
            "D.model()": .init(reached: [7], seconds: 1),
        ]

        let tests = map.unitTests(reaching: 7, style: "MVVM")

        #expect(tests == ReachMap.UnitTests(viewFree: ["B.model()", "D.model()"], withView: ["A.view()"]))
        #expect(tests.all == ["B.model()", "D.model()", "A.view()"])
    }
}

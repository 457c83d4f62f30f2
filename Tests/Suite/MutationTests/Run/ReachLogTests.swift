import Testing

@testable import Mutation

@Suite("ReachLog")
struct ReachLogTests {
    @Test("ids, views and times are counted for the case they were logged in, and apart outside every case")
    func cases() {
        let log = ReachLog(
            """
            3
            case MVVMTests.A/one()/A.swift:10:5
            4
            view
            end 0.25
            7
            case MVVMTests.A/two()/A.swift:20:5
            4
            5
            end 0.5

            """)

        #expect(log.outside == ReachLog.Entry(reached: [3, 7]))
        #expect(
            log.cases == [
                "MVVMTests.A/one()/A.swift:10:5": ReachLog.Entry(reached: [4], createsView: true, seconds: 0.25),
                "MVVMTests.A/two()/A.swift:20:5": ReachLog.Entry(reached: [4, 5], seconds: 0.5),
            ])
    }

    @Test("a listed id without its source location finds its case; the cases of a parameterised test add up")
    func listedIDs() {
        let log = ReachLog(
            """
            case MVVMTests.A/rows(_:)/A.swift:10:5
            1
            end 0.5
            case MVVMTests.A/rows(_:)/A.swift:10:5
            2
            view
            end 0.25
            case MVVMTests.A/rowsMore()/A.swift:30:5
            9
            end 1

            """)

        #expect(
            log.entry(forListed: "MVVMTests.A/rows(_:)")
                == ReachLog.Entry(reached: [1, 2], createsView: true, seconds: 0.75))
        #expect(log.entry(forListed: "MVVMTests.A/rows(_:)/A.swift:10:5")?.reached == [1, 2])
        #expect(log.entry(forListed: "MVVMTests.A/other()") == nil)
    }
}

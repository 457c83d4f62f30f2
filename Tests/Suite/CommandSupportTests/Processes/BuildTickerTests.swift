import Testing

@testable import CommandSupport

@Suite("BuildTicker")
struct BuildTickerTests {
    @Test("the latest step is the log's last line that starts with a bracket, cut to one screen line")
    func latestStep() {
        let log = """
            Building for debugging...
            [3/80] Compiling Models TodoList.swift
            [4/80] Compiling Models Contact.swift
            warning: something unrelated
            """

        #expect(BuildTicker.latestStep(in: log) == "[4/80] Compiling Models Contact.swift")
        #expect(BuildTicker.latestStep(in: "Building for debugging...") == nil)
        #expect(BuildTicker.latestStep(in: "[1/2] " + String(repeating: "x", count: 200))?.count == 110)
    }
}

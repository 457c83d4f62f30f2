import Models
import TestAids
import TestSupport
import Testing

@testable import Harness

@MainActor
@Suite("AppDriver and pending SwiftUI updates", .checkingForLeaks)
struct AppDriverPendingUpdatesTests {
    @Test("a model changed by the directory's answer, outside any event, shows when the driver next reads")
    func answerShowsAtTheNextRead() throws {
        let app = AppDriver(style: AnsweringApp.style)
        app.launch()
        trackForMemoryLeaks(app)
        try app.tap("ask.button")

        app.environment.directory.succeed(with: [Employee(id: "1", name: "Tiger Nixon")])

        #expect(try app.text(of: "ask.status") == "1 answered")
    }
}

import Foundation
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import Harness

@MainActor
@Suite("AppDriver", .checkingForLeaks)
struct AppDriverTests {
    @Test("reads the text of a label found by its identifier")
    func readsLabelText() throws {
        let app = makeLaunchedApp()

        let text = try app.text(of: "todo.counter")

        #expect(text == "0 items")
    }

    @Test("a missing element fails with the message and the screen as text")
    func missingElementFailsWithScreen() {
        let app = makeLaunchedApp()

        #expect {
            _ = try app.text(of: "no.such.element")
        } throws: { error in
            guard let failure = error as? DriverFailure else { return false }
            return failure.message.contains("no.such.element") && failure.screen.contains("todo.counter")
        }
    }

    @Test("the visible elements are listed top to bottom by identifier, without hidden ones or table rows")
    func visibleIdentifiers() throws {
        let app = makeLaunchedApp()
        let atLaunch = app.visibleIdentifiers

        try app.element("todo.empty", as: Label.self).isHidden = true

        #expect(atLaunch == ["todo.nameField", "todo.addButton", "todo.counter", "todo.empty", "todo.list"])
        #expect(app.visibleIdentifiers == ["todo.nameField", "todo.addButton", "todo.counter", "todo.list"])
    }

    @Test("tapping a disabled button does nothing")
    func tappingDisabledButtonDoesNothing() throws {
        let app = makeLaunchedApp()

        try app.tap("todo.addButton")

        #expect(try app.isEnabled("todo.addButton") == false)
        #expect(app.alert == nil)
    }

    @Test("typing enables the button, and a tap shows its alert with titles and styles")
    func typingThenTappingShowsAlert() throws {
        let app = makeLaunchedApp()

        try app.type("Milk", into: "todo.nameField")
        try app.tap("todo.addButton")

        #expect(
            app.alert
                == AlertSnapshot(title: "Sure?", message: "Add it?", buttons: [.cancel("No"), .default("Yes")]))
    }

    @Test("an alert blocks the screen under it until one of its buttons is chosen")
    func alertBlocksScreenUntilChosen() throws {
        let app = makeLaunchedApp()
        try app.type("Milk", into: "todo.nameField")
        try app.tap("todo.addButton")

        #expect(throws: DriverFailure.self) { try app.tap("todo.addButton") }
        try app.chooseAlertAction("No")

        #expect(app.alert == nil)
        #expect(throws: Never.self) { try app.tap("todo.addButton") }
    }

    @Test("choosing a button the alert does not have fails")
    func choosingMissingAlertButtonFails() throws {
        let app = makeLaunchedApp()

        #expect(throws: DriverFailure.self) { try app.chooseAlertAction("OK") }
    }

    @Test("tab titles, placeholders and the selected tab are read as a user sees them")
    func readsTabsAndPlaceholders() throws {
        let app = makeLaunchedApp()

        #expect(app.tabTitles == ["Todo", "Contacts"])
        #expect(app.selectedTabTitle == "Todo")
        #expect(try app.placeholder(of: "todo.nameField") == "What needs to be done?")
    }

    @Test("after teardown nothing the app built survives")
    func teardownReleasesEverything() {
        let app = makeLaunchedApp()

        app.tearDown()

        #expect(app.survivors.isEmpty)
        #expect(app.screen == "(the app is not running)")
    }

    private func makeLaunchedApp() -> AppDriver {
        let app = AppDriver(style: WrongCounterApp.style)
        app.launch()
        trackForMemoryLeaks(app)
        return app
    }
}

import Foundation
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import Harness

@MainActor
@Suite("AppDriver navigation, segments and alert fields", .checkingForLeaks)
struct AppDriverNavigationTests {
    @Test("tapping a row pushes its screen, which shows a back button that returns to the list")
    func tapRowAndGoBack() throws {
        let app = makeLaunchedApp()

        try app.tapRow(1, in: "fruit.list")
        let pushedTitle = app.title
        let pushedText = try app.text(of: "fruit.details")
        let couldGoBack = app.canGoBack
        try app.goBack()

        #expect(pushedTitle == "Pear")
        #expect(pushedText == "All about Pear")
        #expect(couldGoBack)
        #expect(app.title == "Fruit")
        #expect(!app.canGoBack)
    }

    @Test("a pushed screen whose left bar button takes the back button's place has no way back but that button")
    func leftItemInPlaceOfBackButton() throws {
        let app = makeLaunchedApp()
        let stackAtLaunch = app.navigationStackTitles

        try app.tap("fruit.add")
        let stackPushed = app.navigationStackTitles
        let couldGoBack = app.canGoBack

        #expect {
            try app.goBack()
        } throws: { error in
            (error as? DriverFailure)?.message == "the screen has no back button"
        }
        try app.tap("fruit.cancel")
        #expect(stackAtLaunch == ["Fruit"])
        #expect(stackPushed == ["Fruit", "New Fruit"])
        #expect(!couldGoBack)
        #expect(app.navigationStackTitles == ["Fruit"])
    }

    @Test("a button's title is read as its text")
    func buttonTitle() throws {
        let app = makeLaunchedApp()

        #expect(try app.text(of: "fruit.rename") == "Rename")
    }

    @Test("going back from the first screen of a stack fails, naming the missing back button")
    func goBackFromRoot() {
        let app = makeLaunchedApp()

        #expect {
            try app.goBack()
        } throws: { error in
            (error as? DriverFailure)?.message == "the screen has no back button"
        }
    }

    @Test("tapping a row the table does not have fails")
    func tapMissingRow() {
        let app = makeLaunchedApp()

        #expect(throws: DriverFailure.self) { try app.tapRow(5, in: "fruit.list") }
    }

    @Test("segments are read left to right with the selected one, and a tap selects another")
    func segments() throws {
        let app = makeLaunchedApp()
        let titles = try app.segmentTitles(of: "fruit.filter")
        let selectedAtLaunch = try app.selectedSegment(of: "fruit.filter")

        try app.selectSegment("Sweet", in: "fruit.filter")

        #expect(titles == ["All", "Sweet"])
        #expect(selectedAtLaunch == "All")
        #expect(try app.selectedSegment(of: "fruit.filter") == "Sweet")
        #expect(throws: DriverFailure.self) { try app.selectSegment("Sour", in: "fruit.filter") }
    }

    @Test("a table is one visible element: the identifiers in its rows are not listed")
    func visibleIdentifiersLeaveOutRows() throws {
        let app = makeLaunchedApp()

        #expect(try app.column("fruit.name", in: "fruit.list") == ["Apple", "Pear"])
        #expect(app.visibleIdentifiers == ["fruit.filter", "fruit.rename", "fruit.list"])
    }

    @Test("an alert's text field is read with the alert, typed into, and enables its button")
    func typeInAlert() throws {
        let app = makeLaunchedApp()
        try app.tap("fruit.rename")
        let asked = app.alert

        try app.typeInAlert("Quince")
        let typed = app.alert
        try app.chooseAlertAction("Rename")

        #expect(
            asked
                == AlertSnapshot(
                    title: "Rename", message: "A new name for the first fruit",
                    fields: [.init(text: "", placeholder: "Name")],
                    buttons: [.cancel("Cancel"), .default("Rename", isEnabled: false)]))
        #expect(typed?.fields == [.init(text: "Quince", placeholder: "Name")])
        #expect(typed?.buttons.last == .default("Rename"))
        #expect(try app.column("fruit.name", in: "fruit.list") == ["Quince", "Pear"])
    }

    @Test("choosing a disabled alert button fails and leaves the alert up")
    func disabledAlertButton() throws {
        let app = makeLaunchedApp()
        try app.tap("fruit.rename")

        #expect {
            try app.chooseAlertAction("Rename")
        } throws: { error in
            (error as? DriverFailure)?.message == "the alert's button \"Rename\" is disabled"
        }
        #expect(app.alert?.title == "Rename")
    }

    @Test("typing into a field the alert does not have fails, and so does typing with no alert")
    func missingAlertField() throws {
        let app = makeLaunchedApp()

        #expect(throws: DriverFailure.self) { try app.typeInAlert("Quince") }
        try app.tap("fruit.rename")
        #expect(throws: DriverFailure.self) { try app.typeInAlert("Quince", field: 1) }
    }

    private func makeLaunchedApp() -> AppDriver {
        let app = AppDriver(style: NavigatingApp.style)
        app.launch()
        trackForMemoryLeaks(app)
        return app
    }
}

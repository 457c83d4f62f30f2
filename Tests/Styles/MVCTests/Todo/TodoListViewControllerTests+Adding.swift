import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVC

extension TodoListViewControllerTests {
    @Test("Add is enabled while the name holds more than whitespace, and disabled again when it does not")
    func addEnabledState() throws {
        let (screen, _) = makeSUT()

        try screen.nameField().enterText("Buy milk")
        let enabledForAName = try screen.addButton().isEnabled
        try screen.nameField().enterText("   ")

        #expect(enabledForAName)
        #expect(try screen.addButton().isEnabled == false)
    }

    @Test("Add saves the trimmed name as a new item created now, shows it, clears the field and disables Add")
    func addSavesNewItem() throws {
        let (screen, environment) = makeSUT()

        try screen.add("  Buy milk \n")

        #expect(environment.todoStore.document.items == [Fixtures.item(1, "Buy milk")])
        #expect(try screen.rowNames() == ["Buy milk"])
        #expect(try screen.counterText() == "1 item left")
        #expect(try screen.showsEmptyLabel() == false)
        #expect(try screen.nameField().text == "")
        #expect(try screen.addButton().isEnabled == false)
    }

    @Test("a name of 201 characters is refused with an alert, saves nothing and stays in the field")
    func addOverLimit() throws {
        let (screen, environment) = makeSUT()
        let name = String(repeating: "a", count: 201)

        try screen.add(name)

        #expect(try screen.host.alert() == .ok("Name too long", "A task name can have at most 200 characters."))
        try screen.host.tapAlertButton("OK")
        #expect(try screen.nameField().text == name)
        #expect(try screen.addButton().isEnabled)
        #expect(environment.todoStore.saveCount == 0)
    }

    @Test("a blank name does nothing, even if the Add button were tapped while enabled")
    func addBlankDoesNothing() throws {
        let (screen, environment) = makeSUT()
        try screen.nameField().enterText("   ")
        try screen.addButton().isEnabled = true

        try screen.addButton().tap()

        #expect(environment.todoStore.saveCount == 0)
        #expect(screen.host.topAlert == nil)
    }

    @Test("a failed save shows why, adds nothing and keeps the name in the field with Add enabled")
    func addSaveFailure() throws {
        let (screen, environment) = makeSUT(todos: [Fixtures.item(1, "Existing")])
        environment.todoStore.failNextSave(reason: "the disk is full")

        try screen.add("Buy milk")

        #expect(try screen.host.alert() == .ok("Could not save", "Your change was not saved: the disk is full"))
        try screen.host.tapAlertButton("OK")
        #expect(try screen.rowNames() == ["Existing"])
        #expect(try screen.counterText() == "1 item left")
        #expect(try screen.nameField().text == "Buy milk")
        #expect(try screen.addButton().isEnabled)
    }
}

import Foundation
import HeadlessUI
import Models
import TestSupport
import Testing

@testable import MVC

extension TodoListViewControllerTests {
    @Test(
        "Add is enabled only while the text, trimmed of whitespace and newlines, is not empty",
        arguments: [("", false), ("   ", false), ("\n\t ", false), ("a", true), ("  Buy milk \n", true)])
    func addEnabledState(text: String, isEnabled: Bool) throws {
        let (screen, _) = makeSUT()

        try screen.nameField().enterText(text)

        #expect(try screen.addButton().isEnabled == isEnabled)
    }

    @Test("Add saves the trimmed name as a new open, normal item created now, clears the field and disables Add")
    func addSavesNewItem() throws {
        let (screen, environment) = makeSUT()

        try screen.add("  Buy milk \n")

        #expect(
            environment.todoStore.document.items == [
                TodoItem(id: 1, name: "Buy milk", createdAt: Fixtures.referenceDate)
            ])
        #expect(try screen.rowNames() == ["Buy milk"])
        #expect(try screen.counterText() == "1 item left")
        #expect(try screen.showsEmptyLabel() == false)
        #expect(try screen.nameField().text == "")
        #expect(try screen.addButton().isEnabled == false)
    }

    @Test("a new item takes the highest id ever stored plus one, even when that item is gone")
    func addContinuesIDs() throws {
        let (screen, environment) = makeSUT(environment: TestEnvironment(todos: TodoList(items: [], highestID: 7)))

        try screen.add("Next")

        #expect(environment.todoStore.document.items.map(\.id) == [8])
    }

    @Test("the newest item shows first, and every add reloads the whole table")
    func addShowsNewestFirst() throws {
        let (screen, _) = makeSUT()
        try screen.table().clearUpdates()

        try screen.add("First")
        try screen.add("Second")

        #expect(try screen.rowNames() == ["Second", "First"])
        #expect(try screen.rows().map(\.index) == ["1", "2"])
        #expect(try screen.table().updates == [.reloadData, .reloadData])
    }

    @Test(
        "names of exactly 200 characters are added, counted as the user sees them",
        arguments: [
            String(repeating: "a", count: 200), String(repeating: "👩‍👩‍👧", count: 200),
            String(repeating: "e\u{301}", count: 200), "  " + String(repeating: "ب", count: 200) + "  ",
        ])
    func addAtLimit(name: String) throws {
        let (screen, environment) = makeSUT()

        try screen.add(name)

        #expect(environment.todoStore.document.items.map(\.name) == [name.trimmingCharacters(in: .whitespaces)])
        #expect(screen.host.topAlert == nil)
    }

    @Test("a name of 201 characters is refused with an alert, saves nothing and stays in the field")
    func addOverLimit() throws {
        let (screen, environment) = makeSUT()
        let name = String(repeating: "a", count: 201)

        try screen.add(name)

        #expect(
            try screen.host.alert()
                == .okAlert(title: "Name too long", message: "A task name can have at most 200 characters."))
        try screen.host.tapAlertButton("OK")
        #expect(screen.host.topAlert == nil)
        #expect(try screen.nameField().text == name)
        #expect(try screen.addButton().isEnabled)
        #expect(environment.todoStore.saveCount == 0)
        #expect(try screen.rows().isEmpty)
    }

    @Test("a blank name does nothing, even if the Add button were tapped while enabled")
    func addBlankDoesNothing() throws {
        let (screen, environment) = makeSUT()
        try screen.nameField().enterText("   ")
        try screen.addButton().isEnabled = true

        try screen.addButton().tap()

        #expect(environment.todoStore.saveCount == 0)
        #expect(screen.host.topAlert == nil)
        #expect(try screen.rows().isEmpty)
    }

    @Test("unicode names are shown exactly as typed")
    func addUnicodeNames() throws {
        let (screen, _) = makeSUT()

        for name in ["خرید نان", "Café crème", "🎉 Party"] { try screen.add(name) }

        #expect(try screen.rowNames() == ["🎉 Party", "Café crème", "خرید نان"])
    }

    @Test("a failed save shows why, adds nothing and keeps the name in the field with Add enabled")
    func addSaveFailure() throws {
        let (screen, environment) = makeSUT(todos: [item(1, "Existing")])
        environment.todoStore.failNextSave(reason: "the disk is full")

        try screen.add("Buy milk")

        #expect(try screen.host.alert() == .changeNotSaved)
        try screen.host.tapAlertButton("OK")
        #expect(try screen.rowNames() == ["Existing"])
        #expect(try screen.counterText() == "1 item left")
        #expect(try screen.nameField().text == "Buy milk")
        #expect(try screen.addButton().isEnabled)
        #expect(environment.todoStore.document.items.map(\.name) == ["Existing"])
    }

    @Test("after a failed save, tapping Add again adds the item")
    func addAfterSaveFailure() throws {
        let (screen, environment) = makeSUT()
        environment.todoStore.failNextSave()
        try screen.add("Buy milk")
        try screen.host.tapAlertButton("OK")

        try screen.addButton().tap()

        #expect(try screen.rowNames() == ["Buy milk"])
        #expect(try screen.nameField().text == "")
    }
}

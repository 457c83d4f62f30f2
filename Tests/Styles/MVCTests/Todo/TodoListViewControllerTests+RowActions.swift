import Foundation
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVC

extension TodoListViewControllerTests {
    @Test("an open row offers Remove, Done and Priority, in that order, with their styles and colours")
    func swipeActionsOfOpenRow() throws {
        let (screen, _) = makeSUT(todos: [Fixtures.item(1, "Open")])

        #expect(
            try screen.swipeActions(row: 0) == [
                .init(title: "Remove", style: .destructive, color: .red),
                .init(title: "Done", style: .normal, color: .lightBlue),
                .init(title: "Priority", style: .normal, color: .lightGreen),
            ])
    }

    @Test("a done row offers Remove and Undone, in that order, with their styles and colours")
    func swipeActionsOfDoneRow() throws {
        let (screen, _) = makeSUT(todos: [Fixtures.item(1, "Finished", done: true)])

        #expect(
            try screen.swipeActions(row: 0) == [
                .init(title: "Remove", style: .destructive, color: .red),
                .init(title: "Undone", style: .normal, color: .orange),
            ])
    }

    // MARK: Done and Undone

    @Test("Done marks the item done, saves it, greys it out, strikes it through and moves it last")
    func done() throws {
        let (screen, environment) = makeSUT(todos: [
            Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Newer", minutes: 1),
        ])

        try screen.swipe("Done", row: 0)

        #expect(environment.todoStore.document.item(withID: 2)?.isDone == true)
        #expect(try screen.rowNames() == ["Older", "Newer"])
        #expect(try screen.rows().map(\.textColor) == [.black, .gray])
        #expect(try screen.rows().map(\.isStrikethrough) == [false, true])
        #expect(try screen.counterText() == "1 item left")
    }

    @Test("Undone marks the item open again, saves it and moves it back among the open items")
    func undone() throws {
        let (screen, environment) = makeSUT(todos: [
            Fixtures.item(1, "Open", minutes: 0), Fixtures.item(2, "Was done", done: true, minutes: 1),
        ])

        try screen.swipe("Undone", row: 1)

        #expect(environment.todoStore.document.item(withID: 2)?.isDone == false)
        #expect(try screen.rowNames() == ["Was done", "Open"])
        #expect(try screen.rows().map(\.textColor) == [.black, .black])
        #expect(try screen.counterText() == "2 items left")
    }

    @Test("a failed save of Done shows why and leaves the row as it was")
    func doneSaveFailure() throws {
        let (screen, environment) = makeSUT(todos: [Fixtures.item(1, "Open")])
        environment.todoStore.failNextSave(reason: "the disk is full")
        try screen.table().clearUpdates()

        try screen.swipe("Done", row: 0)

        #expect(try screen.host.alert() == .ok("Could not save", "Your change was not saved: the disk is full"))
        #expect(try screen.rows().map(\.isStrikethrough) == [false])
        #expect(try screen.counterText() == "1 item left")
        #expect(try screen.table().updates == [])
    }

    // MARK: Priority

    @Test("Priority shows an action sheet naming the item, with the three priorities and Cancel")
    func prioritySheet() throws {
        let (screen, _) = makeSUT(todos: [Fixtures.item(1, "Call mum")])

        try screen.swipe("Priority", row: 0)

        #expect(
            try screen.host.alert()
                == AlertSnapshot(
                    kind: .actionSheet, title: "Change priority",
                    message: "You want to change priority for:\n\nCall mum",
                    buttons: [.default("Normal"), .default("Important"), .default("Urgent"), .cancel("Cancel")]))
    }

    @Test(
        "choosing a priority saves it, colours the marker and re-sorts the list",
        arguments: [
            ("Urgent", Priority.urgent, Color.red, ["Target", "Other"]),
            ("Normal", .normal, .lightGreen, ["Other", "Target"]),
        ])
    func choosePriority(title: String, priority: Priority, color: Color, order: [String]) throws {
        let (screen, environment) = makeSUT(todos: [
            Fixtures.item(1, "Target", priority: .important, minutes: 0),
            Fixtures.item(2, "Other", priority: .important, minutes: 1),
        ])
        try screen.swipe("Priority", row: 1)

        try screen.host.tapAlertButton(title)

        #expect(environment.todoStore.document.item(withID: 1)?.priority == priority)
        #expect(try screen.rowNames() == order)
        #expect(try screen.rows().first { $0.name == "Target" }?.priorityColor == color)
        #expect(screen.host.topAlert == nil)
    }

    @Test("Cancel in the priority sheet changes and saves nothing")
    func cancelPriority() throws {
        let (screen, environment) = makeSUT(todos: [Fixtures.item(1, "Target")])
        try screen.swipe("Priority", row: 0)

        try screen.host.tapAlertButton("Cancel")

        #expect(screen.host.topAlert == nil)
        #expect(environment.todoStore.saveCount == 0)
        #expect(try screen.rows().map(\.priorityColor) == [.lightGreen])
    }

    @Test("a failed save of a priority shows why and keeps the old priority")
    func prioritySaveFailure() throws {
        let (screen, environment) = makeSUT(todos: [Fixtures.item(1, "Target")])
        try screen.swipe("Priority", row: 0)
        environment.todoStore.failNextSave(reason: "the disk is full")

        try screen.host.tapAlertButton("Urgent")

        #expect(try screen.host.alert() == .ok("Could not save", "Your change was not saved: the disk is full"))
        #expect(try screen.rows().map(\.priorityColor) == [.lightGreen])
    }

    // MARK: Remove

    @Test("Remove asks for confirmation naming the item, with Cancel then Remove")
    func removeConfirmation() throws {
        let (screen, _) = makeSUT(todos: [Fixtures.item(1, "Call mum")])

        try screen.swipe("Remove", row: 0)

        #expect(
            try screen.host.alert()
                == AlertSnapshot(
                    title: "Remove item", message: "You want to remove item:\n\nCall mum\n\nAre you sure?",
                    buttons: [.cancel("Cancel"), .destructive("Remove")]))
    }

    @Test("confirming Remove deletes exactly that item, even beside one with the same name, and saves")
    func confirmRemove() throws {
        let (screen, environment) = makeSUT(todos: [
            Fixtures.item(1, "Twin", minutes: 0), Fixtures.item(2, "Twin", minutes: 1),
        ])
        try screen.swipe("Remove", row: 0)

        try screen.host.tapAlertButton("Remove")

        #expect(environment.todoStore.document.items.map(\.id) == [1])
        #expect(try screen.rowNames() == ["Twin"])
        #expect(try screen.counterText() == "1 item left")
        #expect(screen.host.topAlert == nil)
    }

    @Test("removing the last item shows \"Nothing to do\"")
    func removeLast() throws {
        let (screen, _) = makeSUT(todos: [Fixtures.item(1, "Only")])
        try screen.swipe("Remove", row: 0)

        try screen.host.tapAlertButton("Remove")

        #expect(try screen.showsEmptyLabel())
        #expect(try screen.counterText() == "0 items left")
    }

    @Test("Cancel in the remove alert keeps the item and saves nothing")
    func cancelRemove() throws {
        let (screen, environment) = makeSUT(todos: [Fixtures.item(1, "Keep me")])
        try screen.swipe("Remove", row: 0)

        try screen.host.tapAlertButton("Cancel")

        #expect(try screen.rowNames() == ["Keep me"])
        #expect(environment.todoStore.saveCount == 0)
    }

    @Test("a failed save of a removal shows why and keeps the row")
    func removeSaveFailure() throws {
        let (screen, environment) = makeSUT(todos: [Fixtures.item(1, "Keep me")])
        try screen.swipe("Remove", row: 0)
        environment.todoStore.failNextSave(reason: "the disk is full")

        try screen.host.tapAlertButton("Remove")

        #expect(try screen.host.alert() == .ok("Could not save", "Your change was not saved: the disk is full"))
        #expect(try screen.rowNames() == ["Keep me"])
    }
}

import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

extension TodoListViewModelTests {
    // MARK: Done and Undone

    @Test("\"Done\" marks the item done, saves, and the list re-sorts with the item last, gray and struck through")
    func done() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Newer", minutes: 1)])

        sut.swipeActionChosen(.done, itemID: 2)

        #expect(store.document.item(withID: 2)?.isDone == true)
        #expect(sut.rows.map(\.nameText) == ["Older", "Newer"])
        #expect(sut.rows.map(\.textTint) == [.black, .gray])
        #expect(sut.rows.map(\.isStrikethrough) == [false, true])
        #expect(sut.counterText == "1 item left")
    }

    @Test("\"Undone\" marks the item open again, saves, and moves it back among the open items")
    func undone() {
        let (sut, store) = makeSUT([
            Fixtures.item(1, "Open", minutes: 0), Fixtures.item(2, "Was done", done: true, minutes: 1),
        ])

        sut.swipeActionChosen(.undone, itemID: 2)

        #expect(store.document.item(withID: 2)?.isDone == false)
        #expect(sut.rows.map(\.nameText) == ["Was done", "Open"])
        #expect(sut.counterText == "2 items left")
    }

    @Test("a failed \"Done\" leaves the rows as they were and says why")
    func failedDone() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Open")])
        let rows = History(sut.$rows)
        store.failNextSave(reason: "the disk is full")

        sut.swipeActionChosen(.done, itemID: 1)

        #expect(sut.alert?.snapshot == .ok("Could not save", "Your change was not saved: the disk is full"))
        #expect(rows.values.count == 1)
        #expect(sut.counterText == "1 item left")
    }

    @Test("an action for an item that is no longer there does nothing")
    func unknownItem() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Open")])

        for kind in [TodoRowViewModel.SwipeAction.Kind.done, .undone, .priority, .remove] {
            sut.swipeActionChosen(kind, itemID: 99)
        }

        #expect(store.saveCount == 0)
        #expect(sut.alert == nil)
    }

    // MARK: Priority

    @Test("\"Priority\" asks with an action sheet naming the item: Normal, Important, Urgent, then Cancel")
    func priorityAsks() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Call مریم")])

        sut.swipeActionChosen(.priority, itemID: 1)

        #expect(
            sut.alert?.snapshot
                == AlertSnapshot(
                    kind: .actionSheet, title: "Change priority",
                    message: "You want to change priority for:\n\nCall مریم",
                    buttons: [.default("Normal"), .default("Important"), .default("Urgent"), .cancel("Cancel")]))
        #expect(store.saveCount == 0)
    }

    @Test(
        "choosing a priority sets it, saves, colours the marker and re-sorts",
        arguments: [
            ("Urgent", Priority.urgent, TodoRowViewModel.Tint.red, ["Target", "Other"]),
            ("Normal", .normal, .lightGreen, ["Other", "Target"]),
        ])
    func priorityChosen(title: String, priority: Priority, tint: TodoRowViewModel.Tint, order: [String]) throws {
        let (sut, store) = makeSUT([
            Fixtures.item(1, "Target", priority: .important, minutes: 0),
            Fixtures.item(2, "Other", priority: .important, minutes: 1),
        ])

        sut.swipeActionChosen(.priority, itemID: 1)
        try sut.$alert.choose(title)

        #expect(store.document.item(withID: 1)?.priority == priority)
        #expect(sut.rows.map(\.nameText) == order)
        #expect(sut.rows.first { $0.nameText == "Target" }?.priorityTint == tint)
        #expect(sut.alert == nil)
    }

    @Test("\"Cancel\" on the priority sheet changes and saves nothing")
    func priorityCancelled() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Target")])
        let rows = History(sut.$rows)

        sut.swipeActionChosen(.priority, itemID: 1)
        try sut.$alert.choose("Cancel")

        #expect(store.saveCount == 0)
        #expect(rows.values.count == 1)
        #expect(sut.alert == nil)
    }

    @Test("a failed priority save keeps the old priority and says why")
    func failedPriority() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Target")])
        sut.swipeActionChosen(.priority, itemID: 1)
        store.failNextSave(reason: "the disk is full")

        try sut.$alert.choose("Urgent")

        #expect(sut.alert?.snapshot == .ok("Could not save", "Your change was not saved: the disk is full"))
        #expect(sut.rows.map(\.priorityTint) == [.lightGreen])
    }

    // MARK: Remove

    @Test("\"Remove\" asks for confirmation naming the item: Cancel, then Remove (destructive)")
    func removeAsks() {
        let (sut, store) = makeSUT([Fixtures.item(1, "e\u{301}clair")])

        sut.swipeActionChosen(.remove, itemID: 1)

        #expect(
            sut.alert?.snapshot
                == AlertSnapshot(
                    title: "Remove item", message: "You want to remove item:\n\ne\u{301}clair\n\nAre you sure?",
                    buttons: [.cancel("Cancel"), .destructive("Remove")]))
        #expect(store.saveCount == 0)
    }

    @Test("confirming \"Remove\" deletes exactly that item, even beside one with the same name, and saves")
    func removeConfirmed() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Twin", minutes: 0), Fixtures.item(2, "Twin", minutes: 1)])

        sut.swipeActionChosen(.remove, itemID: 2)
        try sut.$alert.choose("Remove")

        #expect(store.document.items.map(\.id) == [1])
        #expect(sut.rows.map(\.id) == [1])
        #expect(sut.counterText == "1 item left")
    }

    @Test("removing the last item shows the empty label again")
    func removeLast() throws {
        let (sut, _) = makeSUT([Fixtures.item(1, "Only")])

        sut.swipeActionChosen(.remove, itemID: 1)
        try sut.$alert.choose("Remove")

        #expect(sut.isEmptyLabelHidden == false)
        #expect(sut.counterText == "0 items left")
    }

    @Test("\"Cancel\" on the removal alert removes and saves nothing")
    func removeCancelled() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Keep me")])

        sut.swipeActionChosen(.remove, itemID: 1)
        try sut.$alert.choose("Cancel")

        #expect(store.saveCount == 0)
        #expect(sut.rows.map(\.nameText) == ["Keep me"])
    }

    @Test("a failed removal keeps the item and says why")
    func failedRemove() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Keep me")])
        sut.swipeActionChosen(.remove, itemID: 1)
        store.failNextSave(reason: "the disk is full")

        try sut.$alert.choose("Remove")

        #expect(sut.alert?.snapshot == .ok("Could not save", "Your change was not saved: the disk is full"))
        #expect(sut.rows.map(\.nameText) == ["Keep me"])
    }

    @Test("an alert left on screen does not keep the view model alive: its buttons hold it weakly")
    func alertsHoldViewModelWeakly() {
        let (sut, _) = makeSUT([Fixtures.item(1, "Open")])

        sut.swipeActionChosen(.remove, itemID: 1)

        // The leak check after the test fails if the shown alert's closures hold the view model.
        #expect(sut.alert != nil)
    }
}

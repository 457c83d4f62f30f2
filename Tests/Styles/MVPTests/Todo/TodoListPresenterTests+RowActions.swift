import Models
import TestAids
import TestSupport
import Testing

@testable import MVP

extension TodoListPresenterTests {
    // MARK: Done and Undone

    @Test("Done marks the item done, saves, and shows the list re-sorted with the item last, gray and struck through")
    func done() {
        let (sut, view, store) = makeSUT([Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Newer", minutes: 1)])

        sut.swipeActionTapped(.done, itemID: 2)

        #expect(store.document.item(withID: 2)?.isDone == true)
        #expect(view.messages.unordered == [.reloadRows, .counter("1 item left"), .emptyMessage(isShown: false)])
        #expect([sut.row(at: 0).nameText, sut.row(at: 1).nameText] == ["Older", "Newer"])
        #expect(sut.row(at: 1).textColor == .gray)
        #expect(sut.row(at: 1).isStrikethrough)
        #expect(sut.row(at: 1).swipeActions == SwipeButtons.done)
    }

    @Test("Undone marks the item open again, saves, and moves it back among the open items")
    func undone() {
        let (sut, view, store) = makeSUT([
            Fixtures.item(1, "Open", minutes: 0), Fixtures.item(2, "Was done", done: true, minutes: 1),
        ])

        sut.swipeActionTapped(.undone, itemID: 2)

        #expect(store.document.item(withID: 2)?.isDone == false)
        #expect(view.messages.unordered == [.reloadRows, .counter("2 items left"), .emptyMessage(isShown: false)])
        #expect([sut.row(at: 0).nameText, sut.row(at: 1).nameText] == ["Was done", "Open"])
    }

    @Test("a refused Done leaves the list as it was and says why")
    func doneFailure() {
        let (sut, view, store) = makeSUT([Fixtures.item(1, "Open")])
        store.failNextSave(reason: "the disk is full")

        sut.swipeActionTapped(.done, itemID: 1)

        #expect(view.messages == [.alert(notice("Could not save", "Your change was not saved: the disk is full"))])
        #expect(sut.row(at: 0).isStrikethrough == false)
    }

    @Test("a button for an item that is no longer there does nothing")
    func unknownItem() {
        let (sut, view, store) = makeSUT([Fixtures.item(1, "Open")])

        for kind in [TodoSwipeActionDisplay.Kind.remove, .done, .undone, .priority] {
            sut.swipeActionTapped(kind, itemID: 99)
        }

        #expect(view.messages.isEmpty)
        #expect(store.saveCount == 0)
    }

    // MARK: Priority

    @Test("Priority asks with an action sheet naming the item: Normal, Important, Urgent, then Cancel")
    func priorityAsks() {
        let (sut, view, store) = makeSUT([Fixtures.item(7, "Call مریم")])

        sut.swipeActionTapped(.priority, itemID: 7)

        #expect(
            view.messages.unordered == [
                .alert(
                    AlertDisplay(
                        title: "Change priority", message: "You want to change priority for:\n\nCall مریم",
                        style: .actionSheet,
                        buttons: [
                            .init(title: "Normal", choice: .setPriority(.normal, itemID: 7)),
                            .init(title: "Important", choice: .setPriority(.important, itemID: 7)),
                            .init(title: "Urgent", choice: .setPriority(.urgent, itemID: 7)),
                            .init(title: "Cancel", role: .cancel),
                        ]))
            ])
        #expect(store.saveCount == 0)
    }

    @Test(
        "a chosen priority is set and saved, colours the marker and re-sorts the list",
        arguments: [
            ("Urgent", Priority.urgent, DisplayColor.red, ["Target", "Other"]),
            ("Normal", .normal, .lightGreen, ["Other", "Target"]),
        ])
    func priorityChosen(title: String, priority: Priority, color: DisplayColor, order: [String]) throws {
        let (sut, view, store) = makeSUT([
            Fixtures.item(1, "Target", priority: .important, minutes: 0),
            Fixtures.item(2, "Other", priority: .important, minutes: 1),
        ])
        sut.swipeActionTapped(.priority, itemID: 1)
        let sheet = try #require(view.alerts.last)
        view.clear()

        sut.alertButtonTapped(try #require(sheet.choice(ofButton: title)))

        #expect(store.document.item(withID: 1)?.priority == priority)
        #expect(view.messages.unordered == [.reloadRows, .counter("2 items left"), .emptyMessage(isShown: false)])
        #expect([sut.row(at: 0).nameText, sut.row(at: 1).nameText] == order)
        #expect((0..<2).map(sut.row(at:)).first { $0.nameText == "Target" }?.priorityColor == color)
    }

    @Test("a refused priority keeps the old one and says why")
    func priorityFailure() {
        let (sut, view, store) = makeSUT([Fixtures.item(1, "Target")])
        store.failNextSave(reason: "the disk is full")

        sut.alertButtonTapped(.setPriority(.urgent, itemID: 1))

        #expect(view.messages == [.alert(notice("Could not save", "Your change was not saved: the disk is full"))])
        #expect(sut.row(at: 0).priorityColor == .lightGreen)
    }

    // MARK: Remove

    @Test("Remove asks for a confirmation naming the item: Cancel, then Remove (destructive)")
    func removeAsks() {
        let (sut, view, store) = makeSUT([Fixtures.item(9, "e\u{301}clair")])

        sut.swipeActionTapped(.remove, itemID: 9)

        #expect(
            view.messages.unordered == [
                .alert(
                    AlertDisplay(
                        title: "Remove item", message: "You want to remove item:\n\ne\u{301}clair\n\nAre you sure?",
                        buttons: [
                            .init(title: "Cancel", role: .cancel),
                            .init(title: "Remove", role: .destructive, choice: .remove(itemID: 9)),
                        ]))
            ])
        #expect(store.saveCount == 0)
    }

    @Test("confirming Remove deletes exactly that item, even beside one with the same name, and saves")
    func removeConfirmed() throws {
        let (sut, view, store) = makeSUT([Fixtures.item(1, "Twin", minutes: 0), Fixtures.item(2, "Twin", minutes: 1)])
        sut.swipeActionTapped(.remove, itemID: 2)
        let confirmation = try #require(view.alerts.last)
        view.clear()

        sut.alertButtonTapped(try #require(confirmation.choice(ofButton: "Remove")))

        #expect(store.document.items.map(\.id) == [1])
        #expect(view.messages.unordered == [.reloadRows, .counter("1 item left"), .emptyMessage(isShown: false)])
        #expect(sut.row(at: 0).id == 1)
    }

    @Test("removing the last item shows the empty label again")
    func removeLast() {
        let (sut, view, _) = makeSUT([Fixtures.item(1, "Only")])

        sut.alertButtonTapped(.remove(itemID: 1))

        #expect(view.messages.unordered == [.reloadRows, .counter("0 items left"), .emptyMessage(isShown: true)])
        #expect(sut.numberOfRows == 0)
    }

    @Test("a refused removal keeps the item and says why")
    func removeFailure() {
        let (sut, view, store) = makeSUT([Fixtures.item(1, "Keep me")])
        store.failNextSave(reason: "the disk is full")

        sut.alertButtonTapped(.remove(itemID: 1))

        #expect(view.messages == [.alert(notice("Could not save", "Your change was not saved: the disk is full"))])
        #expect(sut.row(at: 0).nameText == "Keep me")
    }
}

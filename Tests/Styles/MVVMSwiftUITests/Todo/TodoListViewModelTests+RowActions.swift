import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMSwiftUI

extension TodoListViewModelTests {
    // MARK: Done and Undone

    @Test("\"Done\" marks the item done, saves, and the list re-sorts with the item last, gray and struck through")
    func done() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Older", minutes: 0), Fixtures.item(2, "Newer", minutes: 1)])
        let before = sut.rows.map(\.nameText)

        sut.swipeActionTapped(.done, itemID: 2)

        #expect(store.document.item(withID: 2)?.isDone == true)
        #expect(before == ["Newer", "Older"])
        #expect(sut.rows.map(\.nameText) == ["Older", "Newer"])
        #expect(sut.rows.map(\.textColor) == [.black, .gray])
        #expect(sut.rows.map(\.isStrikethrough) == [false, true])
        #expect(sut.counterText == "1 item left")
    }

    @Test("\"Undone\" marks the item open again, saves, and moves it back among the open items")
    func undone() {
        let (sut, store) = makeSUT([
            Fixtures.item(1, "Open", minutes: 0), Fixtures.item(2, "Was done", done: true, minutes: 1),
        ])

        sut.swipeActionTapped(.undone, itemID: 2)

        #expect(store.document.item(withID: 2)?.isDone == false)
        #expect(sut.rows.map(\.nameText) == ["Was done", "Open"])
        #expect(sut.counterText == "2 items left")
    }

    @Test("a failed \"Done\" leaves the rows as they were and says why")
    func failedDone() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Open")])
        store.failNextSave(reason: "the disk is full")

        sut.swipeActionTapped(.done, itemID: 1)

        #expect(
            sut.alert
                == Alert(
                    title: "Could not save", message: "Your change was not saved: the disk is full",
                    buttons: [.init(title: "OK")]))
        #expect(sut.rows.map(\.isStrikethrough) == [false])
        #expect(store.document.item(withID: 1)?.isDone == false)
    }

    @Test("an action for an item that is no longer there does nothing")
    func unknownItem() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Open")])

        for kind in [TodoRowViewModel.SwipeAction.Kind.done, .undone, .priority, .remove] {
            sut.swipeActionTapped(kind, itemID: 99)
        }

        #expect(store.saveCount == 0)
        #expect(sut.alert == nil)
    }

    // MARK: Priority

    @Test("\"Priority\" asks in an action sheet naming the item: Normal, Important, Urgent, then Cancel")
    func priorityAsks() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Target")])

        sut.swipeActionTapped(.priority, itemID: 1)

        #expect(
            sut.alert
                == Alert(
                    title: "Change priority", message: "You want to change priority for:\n\nTarget",
                    style: .actionSheet,
                    buttons: [
                        .init(title: "Normal", choice: .setPriority(.normal, itemID: 1)),
                        .init(title: "Important", choice: .setPriority(.important, itemID: 1)),
                        .init(title: "Urgent", choice: .setPriority(.urgent, itemID: 1)),
                        .init(title: "Cancel", role: .cancel),
                    ]))
        #expect(store.saveCount == 0)
    }

    @Test("choosing \"Urgent\" closes the sheet, saves the priority and colours the marker red")
    func priorityChosen() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Target")])
        sut.swipeActionTapped(.priority, itemID: 1)
        let urgent = try #require(sut.alert?.choice(ofButton: "Urgent"))

        sut.alertDismissed()
        sut.alertButtonTapped(urgent)

        #expect(store.document.item(withID: 1)?.priority == .urgent)
        #expect(sut.rows.map(\.priorityColor) == [.red])
        #expect(sut.alert == nil)
    }

    @Test("a failed priority save keeps the old priority, and the closed sheet gives way to the reason")
    func failedPriority() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Target")])
        sut.swipeActionTapped(.priority, itemID: 1)
        let urgent = try #require(sut.alert?.choice(ofButton: "Urgent"))
        store.failNextSave(reason: "the disk is full")

        sut.alertDismissed()
        sut.alertButtonTapped(urgent)

        #expect(sut.alert?.title == "Could not save")
        #expect(sut.alert?.message == "Your change was not saved: the disk is full")
        #expect(sut.rows.map(\.priorityColor) == [.lightGreen])
    }

    // MARK: Remove

    @Test("\"Remove\" asks for confirmation naming the item: Cancel, then Remove (destructive)")
    func removeAsks() {
        let (sut, store) = makeSUT([Fixtures.item(1, "e\u{301}clair")])

        sut.swipeActionTapped(.remove, itemID: 1)

        #expect(
            sut.alert
                == Alert(
                    title: "Remove item", message: "You want to remove item:\n\ne\u{301}clair\n\nAre you sure?",
                    buttons: [
                        .init(title: "Cancel", role: .cancel),
                        .init(title: "Remove", role: .destructive, choice: .remove(itemID: 1)),
                    ]))
        #expect(store.saveCount == 0)
    }

    @Test("confirming \"Remove\" deletes exactly that item, even beside one with the same name, and saves")
    func removeConfirmed() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Twin", minutes: 0), Fixtures.item(2, "Twin", minutes: 1)])
        sut.swipeActionTapped(.remove, itemID: 2)
        let remove = try #require(sut.alert?.choice(ofButton: "Remove"))

        sut.alertDismissed()
        sut.alertButtonTapped(remove)

        #expect(store.document.items.map(\.id) == [1])
        #expect(sut.rows.map(\.id) == [1])
        #expect(sut.counterText == "1 item left")
    }

    @Test("removing the last item shows the empty label again")
    func removeLast() throws {
        let (sut, _) = makeSUT([Fixtures.item(1, "Only")])
        sut.swipeActionTapped(.remove, itemID: 1)

        sut.alertButtonTapped(try #require(sut.alert?.choice(ofButton: "Remove")))

        #expect(sut.isEmptyLabelHidden == false)
        #expect(sut.counterText == "0 items left")
    }

    @Test("\"Cancel\" on the removal alert only closes it: it has no choice to send")
    func removeCancelled() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Keep me")])
        sut.swipeActionTapped(.remove, itemID: 1)
        let cancel = try #require(sut.alert).choice(ofButton: "Cancel")

        sut.alertDismissed()

        #expect(cancel == nil)
        #expect(sut.alert == nil)
        #expect(store.saveCount == 0)
    }
}

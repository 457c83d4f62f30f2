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
        let rows = TestObserver<TodoListViewModel.Rows>()
        let counter = TestObserver<String>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.counterText.observe(counter.observer)

        sut.inputs.swipeActionTapped(.done, itemID: 2)

        #expect(store.document.item(withID: 2)?.isDone == true)
        #expect(rows.values.map { $0.map(\.nameText) } == [["Newer", "Older"], ["Older", "Newer"]])
        #expect(rows.lastValue?.map(\.textColor) == [.black, .gray])
        #expect(rows.lastValue?.map(\.isStrikethrough) == [false, true])
        #expect(counter.values == ["2 items left", "1 item left"])
    }

    @Test("\"Undone\" marks the item open again, saves, and moves it back among the open items")
    func undone() {
        let (sut, store) = makeSUT([
            Fixtures.item(1, "Open", minutes: 0), Fixtures.item(2, "Was done", done: true, minutes: 1),
        ])
        let rows = TestObserver<TodoListViewModel.Rows>()
        let counter = TestObserver<String>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.counterText.observe(counter.observer)

        sut.inputs.swipeActionTapped(.undone, itemID: 2)

        #expect(store.document.item(withID: 2)?.isDone == false)
        #expect(rows.values.map { $0.map(\.nameText) } == [["Open", "Was done"], ["Was done", "Open"]])
        #expect(counter.values == ["1 item left", "2 items left"])
    }

    @Test("a failed \"Done\" leaves the rows as they were and says why")
    func failedDone() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Open")])
        let rows = TestObserver<TodoListViewModel.Rows>()
        let alerts = TestObserver<Alert>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.showAlert.observe(alerts.observer)
        store.failNextSave(reason: "the disk is full")

        sut.inputs.swipeActionTapped(.done, itemID: 1)

        #expect(
            alerts.values == [
                Alert(
                    title: "Could not save", message: "Your change was not saved: the disk is full",
                    buttons: [.init(title: "OK")])
            ])
        #expect(rows.values.map { $0.map(\.isStrikethrough) } == [[false]])
        #expect(store.document.item(withID: 1)?.isDone == false)
    }

    @Test("an action for an item that is no longer there does nothing")
    func unknownItem() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Open")])
        let alerts = TestObserver<Alert>()
        sut.outputs.showAlert.observe(alerts.observer)

        for kind in [TodoRowViewModel.SwipeAction.Kind.done, .undone, .priority, .remove] {
            sut.inputs.swipeActionTapped(kind, itemID: 99)
        }

        #expect(store.saveCount == 0)
        #expect(alerts.values.isEmpty)
    }

    // MARK: Priority

    @Test("\"Priority\" asks with an action sheet naming the item: Normal, Important, Urgent, then Cancel")
    func priorityAsks() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Call مریم")])
        let alerts = TestObserver<Alert>()
        sut.outputs.showAlert.observe(alerts.observer)

        sut.inputs.swipeActionTapped(.priority, itemID: 1)

        #expect(
            alerts.values == [
                Alert(
                    title: "Change priority", message: "You want to change priority for:\n\nCall مریم",
                    style: .actionSheet,
                    buttons: [
                        .init(title: "Normal", choice: .setPriority(.normal, itemID: 1)),
                        .init(title: "Important", choice: .setPriority(.important, itemID: 1)),
                        .init(title: "Urgent", choice: .setPriority(.urgent, itemID: 1)),
                        .init(title: "Cancel", role: .cancel),
                    ])
            ])
        #expect(store.saveCount == 0)
    }

    @Test(
        "choosing a priority sets it, saves, colours the marker and re-sorts",
        arguments: [
            ("Urgent", Priority.urgent, DisplayColor.red, ["Target", "Other"]),
            ("Normal", .normal, .lightGreen, ["Other", "Target"]),
        ])
    func priorityChosen(title: String, priority: Priority, color: DisplayColor, order: [String]) throws {
        let (sut, store) = makeSUT([
            Fixtures.item(1, "Target", priority: .important, minutes: 0),
            Fixtures.item(2, "Other", priority: .important, minutes: 1),
        ])
        let rows = TestObserver<TodoListViewModel.Rows>()
        let alerts = TestObserver<Alert>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.showAlert.observe(alerts.observer)
        sut.inputs.swipeActionTapped(.priority, itemID: 1)

        sut.inputs.alertButtonTapped(try #require(alerts.lastValue?.choice(ofButton: title)))

        #expect(store.document.item(withID: 1)?.priority == priority)
        #expect(rows.values.map { $0.map(\.nameText) } == [["Other", "Target"], order])
        #expect(rows.lastValue?.first { $0.nameText == "Target" }?.priorityColor == color)
        #expect(alerts.values.count == 1)
    }

    @Test("\"Cancel\" on the priority sheet only closes it: it has no choice to send")
    func priorityCancelled() throws {
        let (sut, _) = makeSUT([Fixtures.item(1, "Target")])
        let alerts = TestObserver<Alert>()
        sut.outputs.showAlert.observe(alerts.observer)

        sut.inputs.swipeActionTapped(.priority, itemID: 1)

        #expect(try #require(alerts.lastValue).choice(ofButton: "Cancel") == nil)
    }

    @Test("a failed priority save keeps the old priority and says why")
    func failedPriority() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Target")])
        let rows = TestObserver<TodoListViewModel.Rows>()
        let alerts = TestObserver<Alert>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.showAlert.observe(alerts.observer)
        sut.inputs.swipeActionTapped(.priority, itemID: 1)
        store.failNextSave(reason: "the disk is full")

        sut.inputs.alertButtonTapped(try #require(alerts.lastValue?.choice(ofButton: "Urgent")))

        #expect(alerts.values.map(\.title) == ["Change priority", "Could not save"])
        #expect(alerts.lastValue?.message == "Your change was not saved: the disk is full")
        #expect(rows.values.map { $0.map(\.priorityColor) } == [[.lightGreen]])
    }

    // MARK: Remove

    @Test("\"Remove\" asks for confirmation naming the item: Cancel, then Remove (destructive)")
    func removeAsks() {
        let (sut, store) = makeSUT([Fixtures.item(1, "e\u{301}clair")])
        let alerts = TestObserver<Alert>()
        sut.outputs.showAlert.observe(alerts.observer)

        sut.inputs.swipeActionTapped(.remove, itemID: 1)

        #expect(
            alerts.values == [
                Alert(
                    title: "Remove item", message: "You want to remove item:\n\ne\u{301}clair\n\nAre you sure?",
                    buttons: [
                        .init(title: "Cancel", role: .cancel),
                        .init(title: "Remove", role: .destructive, choice: .remove(itemID: 1)),
                    ])
            ])
        #expect(store.saveCount == 0)
    }

    @Test("confirming \"Remove\" deletes exactly that item, even beside one with the same name, and saves")
    func removeConfirmed() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Twin", minutes: 0), Fixtures.item(2, "Twin", minutes: 1)])
        let rows = TestObserver<TodoListViewModel.Rows>()
        let counter = TestObserver<String>()
        let alerts = TestObserver<Alert>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.counterText.observe(counter.observer)
        sut.outputs.showAlert.observe(alerts.observer)
        sut.inputs.swipeActionTapped(.remove, itemID: 2)

        sut.inputs.alertButtonTapped(try #require(alerts.lastValue?.choice(ofButton: "Remove")))

        #expect(store.document.items.map(\.id) == [1])
        #expect(rows.values.map { $0.map(\.id) } == [[2, 1], [1]])
        #expect(counter.values == ["2 items left", "1 item left"])
    }

    @Test("removing the last item shows the empty label again")
    func removeLast() throws {
        let (sut, _) = makeSUT([Fixtures.item(1, "Only")])
        let emptyLabelHidden = TestObserver<Bool>()
        let counter = TestObserver<String>()
        let alerts = TestObserver<Alert>()
        sut.outputs.isEmptyLabelHidden.observe(emptyLabelHidden.observer)
        sut.outputs.counterText.observe(counter.observer)
        sut.outputs.showAlert.observe(alerts.observer)
        sut.inputs.swipeActionTapped(.remove, itemID: 1)

        sut.inputs.alertButtonTapped(try #require(alerts.lastValue?.choice(ofButton: "Remove")))

        #expect(emptyLabelHidden.values == [true, false])
        #expect(counter.values == ["1 item left", "0 items left"])
    }

    @Test("\"Cancel\" on the removal alert only closes it: it has no choice to send")
    func removeCancelled() throws {
        let (sut, _) = makeSUT([Fixtures.item(1, "Keep me")])
        let alerts = TestObserver<Alert>()
        sut.outputs.showAlert.observe(alerts.observer)

        sut.inputs.swipeActionTapped(.remove, itemID: 1)

        #expect(try #require(alerts.lastValue).choice(ofButton: "Cancel") == nil)
    }

    @Test("a failed removal keeps the item and says why")
    func failedRemove() throws {
        let (sut, store) = makeSUT([Fixtures.item(1, "Keep me")])
        let rows = TestObserver<TodoListViewModel.Rows>()
        let alerts = TestObserver<Alert>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.showAlert.observe(alerts.observer)
        sut.inputs.swipeActionTapped(.remove, itemID: 1)
        store.failNextSave(reason: "the disk is full")

        sut.inputs.alertButtonTapped(try #require(alerts.lastValue?.choice(ofButton: "Remove")))

        #expect(alerts.values.map(\.title) == ["Remove item", "Could not save"])
        #expect(alerts.lastValue?.message == "Your change was not saved: the disk is full")
        #expect(rows.values.map { $0.map(\.nameText) } == [["Keep me"]])
        #expect(store.document.items.map(\.name) == ["Keep me"])
    }
}

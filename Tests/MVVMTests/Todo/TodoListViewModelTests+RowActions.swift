import Models
import TestSupport
import Testing

@testable import MVVM

@Suite(.checkingForLeaks)
@MainActor
struct TodoListViewModelRowActionsTests {
    private typealias Item = TodoFixtures

    // MARK: Done and Undone

    @Test("\"Done\" marks the item done, saves, and the list re-sorts with the item last")
    func done() {
        let (sut, store) = makeTodoListViewModel(Item.list(Item.item(1, "A", minutes: 1), Item.item(2, "B")))

        sut.swipeActionChosen(.done, itemID: 1)

        #expect(store.document.item(withID: 1)?.isDone == true)
        #expect(store.saveCount == 1)
        #expect(sut.rowNames == ["B", "A"])
        #expect(sut.rows.value.last?.isStrikethrough == true)
        #expect(sut.rows.value.last?.swipeActions.map(\.title) == ["Remove", "Undone"])
        #expect(sut.counterText.value == "1 item left")
    }

    @Test("\"Undone\" marks the item open again, saves, and the list re-sorts")
    func undone() {
        let (sut, store) = makeTodoListViewModel(
            Item.list(Item.item(1, "A", done: true, minutes: 1), Item.item(2, "B")))

        sut.swipeActionChosen(.undone, itemID: 1)

        #expect(store.document.item(withID: 1)?.isDone == false)
        #expect(sut.rowNames == ["A", "B"])
        #expect(sut.counterText.value == "2 items left")
    }

    @Test("a failed \"Done\" leaves the list as saved and shows the save alert")
    func failedDone() {
        let (sut, store) = makeTodoListViewModel(Item.list(Item.item(1, "A")))
        let rows = History(sut.rows)
        store.failNextSave(reason: "no space")

        sut.swipeActionChosen(.done, itemID: 1)

        #expect(sut.alert.value?.summary == .notice("Could not save", "Your change was not saved: no space"))
        #expect(rows.values.count == 1)
        #expect(sut.rows.value.first?.isStrikethrough == false)
        #expect(store.document.item(withID: 1)?.isDone == false)
    }

    @Test("an action for an item that is no longer there does nothing")
    func unknownItem() {
        let (sut, store) = makeTodoListViewModel(Item.list(Item.item(1, "A")))

        for kind in [TodoRowViewModel.SwipeAction.Kind.done, .undone, .priority, .remove] {
            sut.swipeActionChosen(kind, itemID: 99)
        }

        #expect(store.saveCount == 0)
        #expect(sut.alert.value == nil)
    }

    // MARK: Priority

    @Test("\"Priority\" asks with an action sheet naming the item: Normal, Important, Urgent, then Cancel")
    func priorityAsks() {
        let (sut, store) = makeTodoListViewModel(Item.list(Item.item(1, "Call مریم")))

        sut.swipeActionChosen(.priority, itemID: 1)

        #expect(
            sut.alert.value?.summary
                == AlertSummary(
                    title: "Change priority", message: "You want to change priority for:\n\nCall مریم",
                    style: .actionSheet, actions: ["Normal", "Important", "Urgent", "Cancel (cancel)"]))
        #expect(store.saveCount == 0)
    }

    @Test(
        "choosing a priority sets it, saves, and re-sorts",
        arguments: [("Normal", Priority.normal), ("Important", .important), ("Urgent", .urgent)])
    func priorityChosen(title: String, priority: Priority) throws {
        let (sut, store) = makeTodoListViewModel(
            Item.list(Item.item(1, "A", priority: .important, minutes: 1), Item.item(2, "B", priority: .important)))

        sut.swipeActionChosen(.priority, itemID: 2)
        try sut.alert.choose(title)

        #expect(store.document.item(withID: 2)?.priority == priority)
        #expect(store.saveCount == 1)
        #expect(sut.rowNames == (priority > .important ? ["B", "A"] : ["A", "B"]))
        #expect(sut.alert.value == nil)
    }

    @Test("\"Cancel\" on the priority sheet changes and saves nothing")
    func priorityCancelled() throws {
        let (sut, store) = makeTodoListViewModel(Item.list(Item.item(1, "A")))
        let rows = History(sut.rows)

        sut.swipeActionChosen(.priority, itemID: 1)
        try sut.alert.choose("Cancel")

        #expect(store.saveCount == 0)
        #expect(rows.values.count == 1)
        #expect(sut.alert.value == nil)
    }

    @Test("a failed priority save leaves the priority as saved and shows the save alert")
    func failedPriority() throws {
        let (sut, store) = makeTodoListViewModel(Item.list(Item.item(1, "A")))

        sut.swipeActionChosen(.priority, itemID: 1)
        store.failNextSave(reason: "no space")
        try sut.alert.choose("Urgent")

        #expect(sut.alert.value?.summary == .notice("Could not save", "Your change was not saved: no space"))
        #expect(sut.rows.value.first?.priorityTint == .lightGreen)
        #expect(store.document.item(withID: 1)?.priority == .normal)
    }

    // MARK: Remove

    @Test("\"Remove\" asks for confirmation naming the item: Cancel, then Remove (destructive)")
    func removeAsks() {
        let (sut, store) = makeTodoListViewModel(Item.list(Item.item(1, "e\u{301}clair")))

        sut.swipeActionChosen(.remove, itemID: 1)

        #expect(
            sut.alert.value?.summary
                == AlertSummary(
                    title: "Remove item", message: "You want to remove item:\n\ne\u{301}clair\n\nAre you sure?",
                    actions: ["Cancel (cancel)", "Remove (destructive)"]))
        #expect(store.saveCount == 0)
    }

    @Test("confirming \"Remove\" deletes exactly that item and saves")
    func removeConfirmed() throws {
        let (sut, store) = makeTodoListViewModel(
            Item.list(Item.item(1, "Same"), Item.item(2, "Same"), Item.item(3, "Other")))

        sut.swipeActionChosen(.remove, itemID: 2)
        try sut.alert.choose("Remove")

        #expect(store.document.items.map(\.id) == [1, 3])
        #expect(sut.rows.value.map(\.id) == [3, 1])
        #expect(sut.counterText.value == "2 items left")
    }

    @Test("removing the last item shows the empty label again")
    func removeLast() throws {
        let (sut, _) = makeTodoListViewModel(Item.list(Item.item(1, "A")))

        sut.swipeActionChosen(.remove, itemID: 1)
        try sut.alert.choose("Remove")

        #expect(sut.isEmptyLabelHidden.value == false)
        #expect(sut.counterText.value == "0 items left")
    }

    @Test("\"Cancel\" on the removal alert removes and saves nothing")
    func removeCancelled() throws {
        let (sut, store) = makeTodoListViewModel(Item.list(Item.item(1, "A")))

        sut.swipeActionChosen(.remove, itemID: 1)
        try sut.alert.choose("Cancel")

        #expect(store.saveCount == 0)
        #expect(sut.rowNames == ["A"])
    }

    @Test("a failed removal keeps the item and shows the save alert")
    func failedRemove() throws {
        let (sut, store) = makeTodoListViewModel(Item.list(Item.item(1, "A")))

        sut.swipeActionChosen(.remove, itemID: 1)
        store.failNextSave(reason: "no space")
        try sut.alert.choose("Remove")

        #expect(sut.alert.value?.summary == .notice("Could not save", "Your change was not saved: no space"))
        #expect(sut.rowNames == ["A"])
        #expect(store.document.items.count == 1)
    }

    @Test("an alert left on screen does not keep the view model alive (its buttons hold it weakly)")
    func alertsHoldViewModelWeakly() {
        let (sut, _) = makeTodoListViewModel(Item.list(Item.item(1, "A")))

        sut.swipeActionChosen(.remove, itemID: 1)

        // The leak check after the test fails if the shown alert's closures hold the view model.
        #expect(sut.alert.value != nil)
    }
}

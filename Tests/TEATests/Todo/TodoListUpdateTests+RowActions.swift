import Models
import TestSupport
import Testing

@testable import TEA

extension TodoListUpdateTests {
    // MARK: Done and Undone

    @Test("\"Done\" saves the list with the item done; nothing changes on screen before the store answers")
    func done() {
        var sut = makeSUT(listed([Fixtures.item(1, "Older"), Fixtures.item(2, "Newer", minutes: 1)]))

        sut.send(
            .swipeActionTapped(.done, itemID: 2),
            effects: [
                .save(TodoList(items: [Fixtures.item(1, "Older"), Fixtures.item(2, "Newer", done: true, minutes: 1)]))
            ]
        )
    }

    @Test("\"Undone\" saves the list with the item open again")
    func undone() {
        var sut = makeSUT(listed([Fixtures.item(1, "Was done", done: true)]))

        sut.send(
            .swipeActionTapped(.undone, itemID: 1), effects: [.save(TodoList(items: [Fixtures.item(1, "Was done")]))])
    }

    @Test("a saved change is shown: the list and a new revision")
    func changeSaved() {
        var sut = makeSUT(listed([Fixtures.item(1, "Task")]))

        sut.send(.saveFinished(.success(TodoList(items: [Fixtures.item(1, "Task", done: true)])))) {
            $0.list = TodoList(items: [Fixtures.item(1, "Task", done: true)])
            $0.listRevision = 2
        }
    }

    @Test("a failed save leaves the list as saved and says why")
    func changeNotSaved() {
        var sut = makeSUT(listed([Fixtures.item(1, "Task")]))

        sut.send(.saveFinished(.failure(.saveFailed(reason: "the disk is full")))) {
            $0.alert = AlertState(
                title: "Could not save", message: "Your change was not saved: the disk is full",
                buttons: [.init("OK", action: .alertDismissed)])
        }
    }

    @Test(
        "a swipe for an item that is no longer there does nothing",
        arguments: [
            TodoListMessage.SwipeAction.remove, .done, .undone, .priority,
        ])
    func unknownItem(action: TodoListMessage.SwipeAction) {
        var sut = makeSUT(listed([Fixtures.item(1, "Task")]))

        sut.send(.swipeActionTapped(action, itemID: 99))
    }

    // MARK: Priority

    @Test("\"Priority\" shows a sheet naming the item: each priority sends itself for that item, Cancel nothing")
    func priorityAsks() {
        var sut = makeSUT(listed([Fixtures.item(4, "Call مریم")]))

        sut.send(.swipeActionTapped(.priority, itemID: 4)) {
            $0.alert = AlertState(
                title: "Change priority", message: "You want to change priority for:\n\nCall مریم", style: .actionSheet,
                buttons: [
                    .init("Normal", action: .priorityChosen(.normal, itemID: 4)),
                    .init("Important", action: .priorityChosen(.important, itemID: 4)),
                    .init("Urgent", action: .priorityChosen(.urgent, itemID: 4)),
                    .init("Cancel", role: .cancel, action: .alertDismissed),
                ])
        }
    }

    @Test("a chosen priority closes the sheet and saves the list with the item's new priority")
    func priorityChosen() {
        var sut = makeSUT(listed([Fixtures.item(4, "Task")], alert: .priorityChoice(for: Fixtures.item(4, "Task"))))

        sut.send(
            .priorityChosen(.urgent, itemID: 4),
            effects: [.save(TodoList(items: [Fixtures.item(4, "Task", priority: .urgent)]))]
        ) { $0.alert = nil }
    }

    @Test("\"Cancel\" on the sheet closes it and saves nothing")
    func priorityCancelled() {
        var sut = makeSUT(listed([Fixtures.item(4, "Task")], alert: .priorityChoice(for: Fixtures.item(4, "Task"))))

        sut.send(.alertDismissed) { $0.alert = nil }
    }

    // MARK: Remove

    @Test("\"Remove\" asks for confirmation naming the item: Cancel, then Remove (destructive) for that item")
    func removeAsks() {
        var sut = makeSUT(listed([Fixtures.item(3, "e\u{301}clair")]))

        sut.send(.swipeActionTapped(.remove, itemID: 3)) {
            $0.alert = AlertState(
                title: "Remove item", message: "You want to remove item:\n\ne\u{301}clair\n\nAre you sure?",
                buttons: [
                    .init("Cancel", role: .cancel, action: .alertDismissed),
                    .init("Remove", role: .destructive, action: .removalConfirmed(itemID: 3)),
                ])
        }
    }

    @Test("confirming saves the list without exactly that item, even beside one with the same name")
    func removalConfirmed() {
        var sut = makeSUT(
            listed(
                [Fixtures.item(1, "Twin"), Fixtures.item(2, "Twin", minutes: 1)],
                alert: .removal(of: Fixtures.item(2, "Twin", minutes: 1))))

        sut.send(
            .removalConfirmed(itemID: 2), effects: [.save(TodoList(items: [Fixtures.item(1, "Twin")], highestID: 2))]
        ) { $0.alert = nil }
    }

    @Test("\"Cancel\" on the confirmation closes it and removes nothing")
    func removalCancelled() {
        var sut = makeSUT(listed([Fixtures.item(1, "Keep me")], alert: .removal(of: Fixtures.item(1, "Keep me"))))

        sut.send(.alertDismissed) { $0.alert = nil }
    }

    /// A screen showing `items`, loaded once, with `alert` on screen.
    private func listed(_ items: [TodoItem], alert: AlertState<TodoListMessage>? = nil) -> TodoListState {
        TodoListState(list: TodoList(items: items), listRevision: 1, alert: alert)
    }
}

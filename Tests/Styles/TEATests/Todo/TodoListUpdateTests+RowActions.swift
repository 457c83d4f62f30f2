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

    @Test("a saved change becomes the state's list")
    func changeSaved() {
        var sut = makeSUT(listed([Fixtures.item(1, "Task")]))

        sut.send(.saveFinished(.success(TodoList(items: [Fixtures.item(1, "Task", done: true)])))) {
            $0.list = TodoList(items: [Fixtures.item(1, "Task", done: true)])
        }
    }

    @Test("a failed save leaves the list as saved and says why")
    func changeNotSaved() {
        var sut = makeSUT(listed([Fixtures.item(1, "Task")]))

        sut.send(.saveFinished(.failure(.saveFailed(reason: "the disk is full")))) {
            $0.alert = AlertState(
                title: "Could not save", message: "Your change was not saved: the disk is full",
                buttons: [.init(title: "OK", choice: .alertDismissed)])
        }
    }

    @Test(
        "a swipe for an item that is no longer there does nothing",
        arguments: [
            TodoListMessage.SwipeActionKind.remove, .done, .undone, .priority,
        ])
    func unknownItem(kind: TodoListMessage.SwipeActionKind) {
        var sut = makeSUT(listed([Fixtures.item(1, "Task")]))

        sut.send(.swipeActionTapped(kind, itemID: 99))
    }

    // MARK: Priority

    @Test("\"Priority\" shows a sheet naming the item: each priority sends itself for that item, Cancel nothing")
    func priorityAsks() {
        var sut = makeSUT(listed([Fixtures.item(4, "Call مریم")]))

        sut.send(.swipeActionTapped(.priority, itemID: 4)) {
            $0.alert = AlertState(
                title: "Change priority", message: "You want to change priority for:\n\nCall مریم", style: .actionSheet,
                buttons: [
                    .init(title: "Normal", choice: .priorityChosen(.normal, itemID: 4)),
                    .init(title: "Important", choice: .priorityChosen(.important, itemID: 4)),
                    .init(title: "Urgent", choice: .priorityChosen(.urgent, itemID: 4)),
                    .init(title: "Cancel", role: .cancel, choice: .alertDismissed),
                ])
        }
    }

    @Test("a chosen priority closes the sheet and saves the list with the item's new priority")
    func priorityChosen() throws {
        var sut = makeSUT(listed([Fixtures.item(4, "Task")], alert: prioritySheet(itemID: 4, name: "Task")))

        sut.send(
            try #require(sut.state.alert?.choice(ofButton: "Urgent")),
            effects: [.save(TodoList(items: [Fixtures.item(4, "Task", priority: .urgent)]))]
        ) { $0.alert = nil }
    }

    @Test("\"Cancel\" on the sheet closes it and saves nothing")
    func priorityCancelled() throws {
        var sut = makeSUT(listed([Fixtures.item(4, "Task")], alert: prioritySheet(itemID: 4, name: "Task")))

        sut.send(try #require(sut.state.alert?.choice(ofButton: "Cancel"))) { $0.alert = nil }
    }

    // MARK: Remove

    @Test("\"Remove\" asks for confirmation naming the item: Cancel, then Remove (destructive) for that item")
    func removeAsks() {
        var sut = makeSUT(listed([Fixtures.item(3, "e\u{301}clair")]))

        sut.send(.swipeActionTapped(.remove, itemID: 3)) {
            $0.alert = AlertState(
                title: "Remove item", message: "You want to remove item:\n\ne\u{301}clair\n\nAre you sure?",
                buttons: [
                    .init(title: "Cancel", role: .cancel, choice: .alertDismissed),
                    .init(title: "Remove", role: .destructive, choice: .removalConfirmed(itemID: 3)),
                ])
        }
    }

    @Test("confirming saves the list without exactly that item, even beside one with the same name")
    func removalConfirmed() throws {
        var sut = makeSUT(
            listed(
                [Fixtures.item(1, "Twin"), Fixtures.item(2, "Twin", minutes: 1)],
                alert: removalConfirmation(itemID: 2, name: "Twin")))

        sut.send(
            try #require(sut.state.alert?.choice(ofButton: "Remove")),
            effects: [.save(TodoList(items: [Fixtures.item(1, "Twin")], highestID: 2))]
        ) { $0.alert = nil }
    }

    @Test("\"Cancel\" on the confirmation closes it and removes nothing")
    func removalCancelled() throws {
        var sut = makeSUT(listed([Fixtures.item(1, "Keep me")], alert: removalConfirmation(itemID: 1, name: "Keep me")))

        sut.send(try #require(sut.state.alert?.choice(ofButton: "Cancel"))) { $0.alert = nil }
    }

    /// A screen showing `items`, with `alert` on screen.
    private func listed(_ items: [TodoItem], alert: AlertState<TodoListMessage>? = nil) -> TodoListState {
        TodoListState(list: TodoList(items: items), alert: alert)
    }

    /// The sheet "Priority" shows for item `itemID`, written out.
    private func prioritySheet(itemID: Int, name: String) -> AlertState<TodoListMessage> {
        AlertState(
            title: "Change priority", message: "You want to change priority for:\n\n\(name)", style: .actionSheet,
            buttons: [
                .init(title: "Normal", choice: .priorityChosen(.normal, itemID: itemID)),
                .init(title: "Important", choice: .priorityChosen(.important, itemID: itemID)),
                .init(title: "Urgent", choice: .priorityChosen(.urgent, itemID: itemID)),
                .init(title: "Cancel", role: .cancel, choice: .alertDismissed),
            ])
    }

    /// The confirmation "Remove" asks for item `itemID`, written out.
    private func removalConfirmation(itemID: Int, name: String) -> AlertState<TodoListMessage> {
        AlertState(
            title: "Remove item", message: "You want to remove item:\n\n\(name)\n\nAre you sure?",
            buttons: [
                .init(title: "Cancel", role: .cancel, choice: .alertDismissed),
                .init(title: "Remove", role: .destructive, choice: .removalConfirmed(itemID: itemID)),
            ])
    }
}

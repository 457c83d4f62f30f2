import Foundation
import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import VIP

extension TodoListViewControllerTests {
    @Test("a row's swipe buttons are the view model's, in its order, with their styles and colours")
    func swipeButtons() throws {
        let (sut, _, _) = makeSUT()
        display([Self.openRow, Self.doneRow], on: sut)
        let table = try sut.element("todo.list", as: TableView.self)

        let open = table.trailingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))
        let done = table.trailingSwipeActions(forRowAt: IndexPath(row: 1, section: 0))

        #expect(open.map(\.title) == ["Remove", "Done", "Priority"])
        #expect(open.map(\.style) == [.destructive, .normal, .normal])
        #expect(open.map(\.backgroundColor) == [.red, .lightBlue, .lightGreen])
        #expect(done.map(\.title) == ["Remove", "Undone"])
        #expect(done.map(\.backgroundColor) == [.red, .orange])
    }

    @Test("a swipe button sends its kind and the row's item id")
    func swipeRequests() throws {
        let (sut, interactor, _) = makeSUT()
        display([Self.openRow, Self.doneRow], on: sut)
        let table = try sut.element("todo.list", as: TableView.self)

        table.performTrailingSwipeAction(titled: "Undone", forRowAt: IndexPath(row: 1, section: 0))
        table.performTrailingSwipeAction(titled: "Priority", forRowAt: IndexPath(row: 0, section: 0))
        table.performTrailingSwipeAction(titled: "Remove", forRowAt: IndexPath(row: 0, section: 0))
        table.performTrailingSwipeAction(titled: "Done", forRowAt: IndexPath(row: 0, section: 0))

        #expect(
            interactor.messages == [
                .viewDidLoad, .viewDidAppear, .swipeActionTapped(.undone, itemID: 9),
                .swipeActionTapped(.priority, itemID: 4), .swipeActionTapped(.remove, itemID: 4),
                .swipeActionTapped(.done, itemID: 4),
            ])
    }

    @Test("the priority sheet is shown as one; a choice sends it, and Cancel sends nothing")
    func prioritySheet() throws {
        let (sut, interactor, window) = makeSUT()
        let sheet = AlertDisplay<TodoListAlertChoice>(
            title: "Change priority", message: "For:", style: .actionSheet,
            buttons: [
                AlertDisplay.Button(title: "Urgent", choice: .setPriority(.urgent, itemID: 4)),
                AlertDisplay.Button(title: "Cancel", role: .cancel),
            ])
        sut.displayPriorityChoice(viewModel: ListTodos.PriorityChoice.ViewModel(sheet: sheet))
        let shown = try window.alert()
        try window.tapAlertButton("Cancel")
        sut.displayPriorityChoice(viewModel: ListTodos.PriorityChoice.ViewModel(sheet: sheet))

        try window.tapAlertButton("Urgent")

        #expect(
            shown
                == AlertSnapshot(
                    kind: .actionSheet, title: "Change priority", message: "For:",
                    buttons: [.default("Urgent"), .cancel("Cancel")]))
        #expect(
            interactor.messages == [.viewDidLoad, .viewDidAppear, .alertButtonTapped(.setPriority(.urgent, itemID: 4))])
        #expect(window.topAlert == nil)
    }

    @Test("the remove confirmation's Remove sends the removal")
    func removeConfirmation() throws {
        let (sut, interactor, window) = makeSUT()
        sut.displayRemoveConfirmation(
            viewModel: ListTodos.RemoveConfirmation.ViewModel(
                alert: AlertDisplay(
                    title: "Remove item", message: "Sure?",
                    buttons: [
                        AlertDisplay.Button(title: "Cancel", role: .cancel),
                        AlertDisplay.Button(title: "Remove", role: .destructive, choice: .remove(itemID: 9)),
                    ])))

        #expect(
            try window.alert()
                == AlertSnapshot(
                    title: "Remove item", message: "Sure?", buttons: [.cancel("Cancel"), .destructive("Remove")]))
        try window.tapAlertButton("Remove")

        #expect(interactor.messages == [.viewDidLoad, .viewDidAppear, .alertButtonTapped(.remove(itemID: 9))])
    }
}

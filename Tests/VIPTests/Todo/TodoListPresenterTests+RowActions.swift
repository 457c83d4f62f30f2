import Models
import TestSupport
import Testing

@testable import VIP

extension TodoListPresenterTests {
    @Test("an item whose priority is to change gets an action sheet naming it, each choice its own change")
    func prioritySheet() {
        let (sut, viewController) = makeSUT()

        sut.presentPriorityChoice(response: TodoList.AskForPriority.Response(item: Fixtures.item(7, "Buy milk")))

        #expect(
            viewController.messages == [
                .displayPriorityChoice(
                    AlertDisplay(
                        title: "Change priority", message: "You want to change priority for:\n\nBuy milk",
                        style: .actionSheet,
                        buttons: [
                            AlertDisplay.Button(
                                title: "Normal",
                                request: TodoList.ChangeItem.Request(itemID: 7, change: .setPriority(.normal))),
                            AlertDisplay.Button(
                                title: "Important",
                                request: TodoList.ChangeItem.Request(itemID: 7, change: .setPriority(.important))),
                            AlertDisplay.Button(
                                title: "Urgent",
                                request: TodoList.ChangeItem.Request(itemID: 7, change: .setPriority(.urgent))),
                            AlertDisplay.Button(title: "Cancel", role: .cancel),
                        ]))
            ])
    }

    @Test("an item to remove gets a confirmation naming it, whose Remove removes exactly that item")
    func removeConfirmation() {
        let (sut, viewController) = makeSUT()

        sut.presentRemoveConfirmation(response: TodoList.AskToRemove.Response(item: Fixtures.item(9, "Pay rent")))

        #expect(
            viewController.messages == [
                .displayRemoveConfirmation(
                    AlertDisplay(
                        title: "Remove item", message: "You want to remove item:\n\nPay rent\n\nAre you sure?",
                        buttons: [
                            AlertDisplay.Button(title: "Cancel", role: .cancel),
                            AlertDisplay.Button(
                                title: "Remove", role: .destructive,
                                request: TodoList.ChangeItem.Request(itemID: 9, change: .remove)),
                        ]))
            ])
    }
}

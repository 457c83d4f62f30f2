import Models
import TestSupport
import Testing

@testable import VIP

extension TodoListPresenterTests {
    @Test("an item whose priority is to change gets an action sheet naming it, each choice its own change")
    func prioritySheet() {
        let (sut, viewController) = makeSUT()

        sut.presentPriorityChoice(response: ListTodos.PriorityChoice.Response(item: Fixtures.item(7, "Buy milk")))

        #expect(
            viewController.messages == [
                .displayPriorityChoice(
                    AlertDisplay(
                        title: "Change priority", message: "You want to change priority for:\n\nBuy milk",
                        style: .actionSheet,
                        buttons: [
                            AlertDisplay.Button(
                                title: "Normal",
                                choice: .setPriority(.normal, itemID: 7)),
                            AlertDisplay.Button(
                                title: "Important",
                                choice: .setPriority(.important, itemID: 7)),
                            AlertDisplay.Button(
                                title: "Urgent",
                                choice: .setPriority(.urgent, itemID: 7)),
                            AlertDisplay.Button(title: "Cancel", role: .cancel),
                        ]))
            ])
    }

    @Test("an item to remove gets a confirmation naming it, whose Remove removes exactly that item")
    func removeConfirmation() {
        let (sut, viewController) = makeSUT()

        sut.presentRemoveConfirmation(
            response: ListTodos.RemoveConfirmation.Response(item: Fixtures.item(9, "Pay rent")))

        #expect(
            viewController.messages == [
                .displayRemoveConfirmation(
                    AlertDisplay(
                        title: "Remove item", message: "You want to remove item:\n\nPay rent\n\nAre you sure?",
                        buttons: [
                            AlertDisplay.Button(title: "Cancel", role: .cancel),
                            AlertDisplay.Button(
                                title: "Remove", role: .destructive,
                                choice: .remove(itemID: 9)),
                        ]))
            ])
    }
}

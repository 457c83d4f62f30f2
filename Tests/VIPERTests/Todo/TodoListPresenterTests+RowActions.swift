import Models
import TestSupport
import Testing

@testable import VIPER

extension TodoListPresenterTests {
    @Test("Done and Undone toggle the swiped row's item, named by id")
    func toggle() {
        let (sut, _, interactor, router) = makeSUT()

        sut.swipeActionTapped(.toggleDone, itemID: 9)

        #expect(interactor.messages == [.toggleDone(itemID: 9)])
        #expect(router.messages.isEmpty)
    }

    @Test("Priority and Remove ask the interactor for the item: the presenter keeps none")
    func questionsGoToTheInteractor() {
        let (sut, _, interactor, router) = makeSUT()

        sut.swipeActionTapped(.changePriority, itemID: 7)
        sut.swipeActionTapped(.remove, itemID: 9)

        #expect(interactor.messages == [.beginChangingPriority(itemID: 7), .beginRemoving(itemID: 9)])
        #expect(router.messages.isEmpty)
    }

    @Test("an item whose priority is to change gets an action sheet naming it")
    func priorityAsks() {
        let (sut, _, interactor, router) = makeSUT()

        sut.interactorDidBeginChangingPriority(of: item(7, "Buy milk"))

        #expect(
            router.messages == [
                .showAlert(
                    AlertDisplay(
                        title: "Change priority", message: "You want to change priority for:\n\nBuy milk",
                        style: .actionSheet,
                        buttons: [
                            AlertButtonDisplay(title: "Normal", choice: .setPriority(.normal, itemID: 7)),
                            AlertButtonDisplay(title: "Important", choice: .setPriority(.important, itemID: 7)),
                            AlertButtonDisplay(title: "Urgent", choice: .setPriority(.urgent, itemID: 7)),
                            AlertButtonDisplay(title: "Cancel", role: .cancel),
                        ]))
            ])
        #expect(interactor.messages.isEmpty)
    }

    @Test(
        "a priority choice sets that priority on the item",
        arguments: [("Normal", Priority.normal), ("Important", .important), ("Urgent", .urgent)])
    func priorityChosen(title: String, priority: Priority) {
        let (sut, _, interactor, router) = makeSUT()
        sut.interactorDidBeginChangingPriority(of: item(7, "Buy milk"))

        router.alerts.tap(title)

        #expect(interactor.messages == [.setPriority(priority, itemID: 7)])
    }

    @Test("Cancel on the priority sheet changes nothing")
    func priorityCancelled() {
        let (sut, _, interactor, router) = makeSUT()
        sut.interactorDidBeginChangingPriority(of: item(7, "Buy milk"))

        router.alerts.tap("Cancel")

        #expect(interactor.messages.isEmpty)
    }

    @Test("an item to remove gets a confirmation naming it")
    func removeAsks() {
        let (sut, _, interactor, router) = makeSUT()

        sut.interactorDidBeginRemoving(item(9, "Pay rent"))

        #expect(
            router.messages == [
                .showAlert(
                    AlertDisplay(
                        title: "Remove item", message: "You want to remove item:\n\nPay rent\n\nAre you sure?",
                        buttons: [
                            AlertButtonDisplay(title: "Cancel", role: .cancel),
                            AlertButtonDisplay(title: "Remove", role: .destructive, choice: .remove(itemID: 9)),
                        ]))
            ])
        #expect(interactor.messages.isEmpty)
    }

    @Test("confirming Remove removes exactly that item; Cancel removes nothing")
    func removeChosen() {
        let (sut, _, interactor, router) = makeSUT()
        sut.interactorDidBeginRemoving(item(9, "Pay rent"))
        router.alerts.tap("Cancel")
        sut.interactorDidBeginRemoving(item(9, "Pay rent"))

        router.alerts.tap("Remove")

        #expect(interactor.messages == [.removeItem(itemID: 9)])
    }

    @Test("an alert choice made after the presenter is gone does nothing")
    func choiceAfterTeardown() {
        let interactor = TodoListInteractorSpy()
        let router = TodoListRouterSpy()
        trackForMemoryLeaks(interactor)
        trackForMemoryLeaks(router)
        var sut: TodoListPresenter? = TodoListPresenter(
            interactor: interactor, router: router, dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
        sut?.interactorDidBeginRemoving(item(9, "Pay rent"))
        sut = nil

        router.alerts.tap("Remove")

        #expect(interactor.messages.isEmpty)
    }
}

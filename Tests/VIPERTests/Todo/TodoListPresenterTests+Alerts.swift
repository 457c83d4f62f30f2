import Models
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("Todo presenter: row actions and load alerts", .checkingForLeaks)
struct TodoListPresenterAlertTests {
    private let items = [Samples.item(7, "Buy milk"), Samples.item(9, "Pay rent", priority: .urgent)]

    @Test("Done and Undone toggle the item of the swiped row, found in screen order")
    func toggle() {
        let (sut, _, interactor, router) = makeSUT(showing: items)

        sut.swipeActionTapped(.toggleDone, onRow: 0)
        sut.swipeActionTapped(.toggleDone, onRow: 1)

        #expect(interactor.messages == [.toggleDone(itemID: 9), .toggleDone(itemID: 7)])
        #expect(router.messages.isEmpty)
    }

    @Test("Priority asks with an action sheet naming the item")
    func priorityAsks() {
        let (sut, _, interactor, router) = makeSUT(showing: items)

        sut.swipeActionTapped(.changePriority, onRow: 1)

        let sheet = AlertDisplay<TodoListAlertChoice>(
            title: "Change priority", message: "You want to change priority for:\n\nBuy milk", style: .actionSheet,
            buttons: [
                AlertButtonDisplay(title: "Normal", choice: .setPriority(.normal, itemID: 7)),
                AlertButtonDisplay(title: "Important", choice: .setPriority(.important, itemID: 7)),
                AlertButtonDisplay(title: "Urgent", choice: .setPriority(.urgent, itemID: 7)),
                AlertButtonDisplay(title: "Cancel", role: .cancel),
            ])
        #expect(router.messages == [.showAlert(sheet)])
        #expect(interactor.messages.isEmpty)
    }

    @Test(
        "a priority choice sets that priority on the item",
        arguments: [("Normal", Priority.normal), ("Important", .important), ("Urgent", .urgent)])
    func priorityChosen(title: String, priority: Priority) {
        let (sut, _, interactor, router) = makeSUT(showing: items)
        sut.swipeActionTapped(.changePriority, onRow: 1)

        router.alerts.tap(title)

        #expect(interactor.messages == [.setPriority(priority, itemID: 7)])
    }

    @Test("Cancel on the priority sheet changes nothing")
    func priorityCancelled() {
        let (sut, _, interactor, router) = makeSUT(showing: items)
        sut.swipeActionTapped(.changePriority, onRow: 0)

        router.alerts.tap("Cancel")

        #expect(interactor.messages.isEmpty)
    }

    @Test("Remove asks for confirmation, naming the item")
    func removeAsks() {
        let (sut, _, interactor, router) = makeSUT(showing: items)

        sut.swipeActionTapped(.remove, onRow: 0)

        let alert = AlertDisplay<TodoListAlertChoice>(
            title: "Remove item", message: "You want to remove item:\n\nPay rent\n\nAre you sure?",
            buttons: [
                AlertButtonDisplay(title: "Cancel", role: .cancel),
                AlertButtonDisplay(title: "Remove", role: .destructive, choice: .remove(itemID: 9)),
            ])
        #expect(router.messages == [.showAlert(alert)])
        #expect(interactor.messages.isEmpty)
    }

    @Test("confirming Remove removes exactly that item; Cancel removes nothing")
    func removeChosen() {
        let (sut, _, interactor, router) = makeSUT(showing: items)
        sut.swipeActionTapped(.remove, onRow: 0)
        router.alerts.tap("Cancel")
        sut.swipeActionTapped(.remove, onRow: 0)

        router.alerts.tap("Remove")

        #expect(interactor.messages == [.removeItem(itemID: 9)])
    }

    @Test("a swipe on a row that is not there does nothing")
    func rowOutOfRange() {
        let (sut, _, interactor, router) = makeSUT(showing: items)

        sut.swipeActionTapped(.toggleDone, onRow: 2)
        sut.swipeActionTapped(.remove, onRow: -1)

        #expect(interactor.messages.isEmpty)
        #expect(router.messages.isEmpty)
    }

    @Test("an alert choice made after the presenter is gone does nothing")
    func choiceAfterTeardown() {
        let interactor = TodoListInteractorSpy()
        let router = TodoListRouterSpy()
        trackForMemoryLeaks(interactor)
        trackForMemoryLeaks(router)
        var sut: TodoListPresenter? = TodoListPresenter(
            interactor: interactor, router: router, dateFormatter: Samples.dateFormatter)
        sut?.interactorDidLoad(TodoList(items: items))
        sut?.swipeActionTapped(.remove, onRow: 0)
        sut = nil

        router.alerts.tap("Remove")

        #expect(interactor.messages.isEmpty)
    }

    @Test(
        "an unreadable list starts empty and its alert waits for the first appearance",
        arguments: [
            (
                StoreError.unreadable(keptAs: "todos.unreadable-1.json"),
                "Your saved tasks could not be read and were kept in todos.unreadable-1.json."
            ),
            (.unreadableNotKept(reason: "permission denied"), "Your saved tasks could not be read: permission denied."),
            (.saveFailed(reason: "odd"), "Your saved tasks could not be read: odd."),
        ])
    func loadFailure(error: StoreError, message: String) {
        let (sut, view, _, router) = makeSUT(showing: [])

        sut.interactorDidFailToLoad(error)
        let routedBeforeAppearing = router.messages
        sut.viewDidAppear()
        sut.viewDidAppear()

        #expect(routedBeforeAppearing.isEmpty)
        #expect(
            view.messages == [.display(expectedDisplay(of: TodoList())), .display(expectedDisplay(of: TodoList()))])
        #expect(router.messages == [.showAlert(notice("Could not load tasks", message))])
    }

    @Test("appearing after a good load shows no alert")
    func appearWithoutFailure() {
        let (sut, _, _, router) = makeSUT(showing: items)

        sut.viewDidAppear()

        #expect(router.messages.isEmpty)
    }

    private func makeSUT(
        showing items: [TodoItem], sourceLocation: SourceLocation = #_sourceLocation
    ) -> TodoListPresenterSUT {
        let sut = makeTodoListPresenterSUT(sourceLocation: sourceLocation)
        sut.sut.interactorDidLoad(TodoList(items: items))
        return sut
    }
}

import Models
import TestSupport
import Testing

@testable import VIPER

extension TodoListPresenterTests {
    @Test(
        "Done and Undone both toggle the swiped row's item, named by id",
        arguments: [TodoSwipeActionDisplay.Kind.done, .undone])
    func toggle(kind: TodoSwipeActionDisplay.Kind) {
        let (sut, view, interactor) = makeSUT()

        sut.swipeActionTapped(kind, itemID: 9)

        #expect(interactor.messages == [.toggleDone(itemID: 9)])
        #expect(view.alerts.isEmpty)
    }

    @Test("Priority and Remove ask the interactor for the item: the presenter keeps none")
    func questionsGoToTheInteractor() {
        let (sut, _, interactor) = makeSUT()

        sut.swipeActionTapped(.priority, itemID: 7)
        sut.swipeActionTapped(.remove, itemID: 9)

        #expect(interactor.messages == [.beginChangingPriority(itemID: 7), .beginRemoving(itemID: 9)])
    }

    @Test("an item whose priority is to change gets an action sheet naming it")
    func priorityAsks() {
        let (sut, view, interactor) = makeSUT()

        sut.interactorDidBeginChangingPriority(of: item(7, "Buy milk"))

        #expect(
            view.alerts == [
                AlertDisplay(
                    title: "Change priority", message: "You want to change priority for:\n\nBuy milk",
                    style: .actionSheet,
                    buttons: [
                        AlertDisplay.Button(title: "Normal", choice: .setPriority(.normal, itemID: 7)),
                        AlertDisplay.Button(title: "Important", choice: .setPriority(.important, itemID: 7)),
                        AlertDisplay.Button(title: "Urgent", choice: .setPriority(.urgent, itemID: 7)),
                        AlertDisplay.Button(title: "Cancel", role: .cancel),
                    ])
            ])
        #expect(interactor.messages.isEmpty)
    }

    @Test("a priority chosen in the sheet is set on that item")
    func priorityChosen() throws {
        let (sut, view, interactor) = makeSUT()
        sut.interactorDidBeginChangingPriority(of: item(7, "Buy milk"))
        let choice = try #require(view.alerts.last?.choice(ofButton: "Important"))

        sut.alertButtonTapped(choice)

        #expect(interactor.messages == [.setPriority(.important, itemID: 7)])
    }

    @Test("an item to remove gets a confirmation naming it, with Cancel and a destructive Remove")
    func removeAsks() {
        let (sut, view, interactor) = makeSUT()

        sut.interactorDidBeginRemoving(item(9, "Read"))

        #expect(
            view.alerts == [
                AlertDisplay(
                    title: "Remove item", message: "You want to remove item:\n\nRead\n\nAre you sure?",
                    buttons: [
                        AlertDisplay.Button(title: "Cancel", role: .cancel),
                        AlertDisplay.Button(title: "Remove", role: .destructive, choice: .remove(itemID: 9)),
                    ])
            ])
        #expect(interactor.messages.isEmpty)
    }

    @Test("Remove confirmed removes exactly that item")
    func removeConfirmed() throws {
        let (sut, view, interactor) = makeSUT()
        sut.interactorDidBeginRemoving(item(9, "Read"))
        let choice = try #require(view.alerts.last?.choice(ofButton: "Remove"))

        sut.alertButtonTapped(choice)

        #expect(interactor.messages == [.removeItem(itemID: 9)])
    }

    @Test("a changed list is shown again, re-sorted as the interactor reports it")
    func changed() {
        let (sut, view, _) = makeSUT()

        sut.interactorDidChange(
            TodoListContent(items: [item(2, "Write"), item(1, "Read", isDone: true)], remainingCount: 1))

        #expect(view.displayedLists.last?.rows.map(\.id) == [2, 1])
        #expect(view.displayedLists.last?.rows.map(\.indexText) == ["1", "2"])
    }
}

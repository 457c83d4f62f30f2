import Models
import TestSupport
import Testing

@testable import VIP

extension TodoListPresenterTests {
    @Test("Add is enabled when the name can be submitted, and disabled when it cannot")
    func nameCheck() {
        let (sut, viewController) = makeSUT()

        sut.presentNameCheck(response: TodoList.CheckName.Response(canSubmit: true))
        sut.presentNameCheck(response: TodoList.CheckName.Response(canSubmit: false))

        #expect(
            viewController.messages == [
                .displayNameCheck(isAddButtonEnabled: true), .displayNameCheck(isAddButtonEnabled: false),
            ])
    }

    @Test("an added item shows the new list, with the field emptied and Add disabled")
    func added() {
        let (sut, viewController) = makeSUT()

        sut.presentAddedItem(
            response: TodoList.AddItem.Response(list: Models.TodoList(items: [Fixtures.item(1, "Water plants")])))

        #expect(
            viewController.messages == [
                .displayAddedItem(
                    ShownTodoList(
                        [
                            TodoList.DisplayedItem(
                                id: 1, indexText: "1", name: "Water plants", dateText: "Nov 18, 2026 at 11:06:40 AM",
                                textColor: .black, isStruckThrough: false, priorityColor: .lightGreen,
                                swipeActions: [.remove, .done, .priority])
                        ], counterText: "1 item left", showsEmptyMessage: false),
                    nameFieldText: "", isAddButtonEnabled: false)
            ])
    }

    @Test("a name over 200 characters gets the Name too long alert")
    func nameTooLong() {
        let (sut, viewController) = makeSUT()

        sut.presentRefusal(response: TodoList.Refusal.Response(reason: .nameTooLong))

        #expect(
            viewController.messages == [
                .displayRefusal(notice("Name too long", "A task name can have at most 200 characters."))
            ])
    }

    @Test("a refused save gets an alert with the store's reason")
    func saveFailure() {
        let (sut, viewController) = makeSUT()

        sut.presentRefusal(
            response: TodoList.Refusal.Response(reason: .notSaved(.saveFailed(reason: "the disk is full"))))

        #expect(
            viewController.messages == [
                .displayRefusal(notice("Could not save", "Your change was not saved: the disk is full"))
            ])
    }
}

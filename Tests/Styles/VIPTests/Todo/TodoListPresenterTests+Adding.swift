import Models
import TestSupport
import Testing

@testable import VIP

extension TodoListPresenterTests {
    @Test("Add is enabled when the name can be submitted, and disabled when it cannot")
    func nameCheck() {
        let (sut, viewController) = makeSUT()

        sut.presentNameCheck(response: ListTodos.NameChanged.Response(canSubmit: true))
        sut.presentNameCheck(response: ListTodos.NameChanged.Response(canSubmit: false))

        #expect(
            viewController.messages == [
                .displayNameCheck(isAddButtonEnabled: true), .displayNameCheck(isAddButtonEnabled: false),
            ])
    }

    @Test("an added item shows the new list, with the field emptied and Add disabled")
    func added() {
        let (sut, viewController) = makeSUT()

        sut.presentAddedItem(
            response: ListTodos.AddButtonTapped.Response(list: TodoList(items: [Fixtures.item(1, "Water plants")])))

        #expect(
            viewController.messages == [
                .displayAddedItem(
                    ShownTodoList(
                        [
                            ListTodos.DisplayedTodo(
                                id: 1, indexText: "1", nameText: "Water plants",
                                dateText: "Nov 18, 2026 at 11:06:40 AM",
                                textColor: .black, isStrikethrough: false, priorityColor: .lightGreen,
                                swipeActions: [Self.removeButton, Self.doneButton, Self.priorityButton])
                        ], counterText: "1 item left", showsEmptyMessage: false),
                    nameFieldText: "", isAddButtonEnabled: false)
            ])
    }

    @Test("a name over 200 characters gets the Name too long alert")
    func nameTooLong() {
        let (sut, viewController) = makeSUT()

        sut.presentRefusal(response: ListTodos.Refusal.Response(reason: .nameTooLong))

        #expect(
            viewController.messages == [
                .displayRefusal(notice("Name too long", "A task name can have at most 200 characters."))
            ])
    }

    @Test("a refused save gets an alert with the store's reason")
    func saveFailure() {
        let (sut, viewController) = makeSUT()

        sut.presentRefusal(
            response: ListTodos.Refusal.Response(reason: .notSaved(.saveFailed(reason: "the disk is full"))))

        #expect(
            viewController.messages == [
                .displayRefusal(notice("Could not save", "Your change was not saved: the disk is full"))
            ])
    }
}

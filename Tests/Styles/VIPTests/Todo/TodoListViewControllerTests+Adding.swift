import HeadlessUI
import TestAids
import TestSupport
import Testing

@testable import VIP

extension TodoListViewControllerTests {
    @Test("typing sends the field's text as it changes, and Add sends the tap")
    func typingAndAdding() throws {
        let (sut, interactor, _) = makeSUT()
        try sut.element("todo.nameField", as: TextField.self).enterText(" Milk ")
        sut.displayNameCheck(viewModel: ListTodos.NameChanged.ViewModel(isAddButtonEnabled: true))

        try sut.element("todo.addButton", as: Button.self).tap()

        #expect(interactor.messages.contains(.nameChanged(" Milk ")))
        #expect(interactor.messages.last == .addButtonTapped)
    }

    @Test("the name check enables Add or disables it")
    func nameCheck() throws {
        let (sut, _, _) = makeSUT()
        let addButton = try sut.element("todo.addButton", as: Button.self)

        sut.displayNameCheck(viewModel: ListTodos.NameChanged.ViewModel(isAddButtonEnabled: true))
        let enabled = addButton.isEnabled
        sut.displayNameCheck(viewModel: ListTodos.NameChanged.ViewModel(isAddButtonEnabled: false))

        #expect(enabled)
        #expect(addButton.isEnabled == false)
    }

    @Test("an added item shows the list, and the field and Add as the view model says")
    func added() throws {
        let (sut, _, _) = makeSUT()
        let field = try sut.element("todo.nameField", as: TextField.self)
        field.enterText("Milk")
        sut.displayNameCheck(viewModel: ListTodos.NameChanged.ViewModel(isAddButtonEnabled: true))

        sut.displayAddedItem(
            viewModel: ListTodos.AddButtonTapped.ViewModel(
                displayedList: ListTodos.DisplayedList(
                    [Self.openRow], counterText: "1 item left", showsEmptyMessage: false),
                nameFieldText: "", isAddButtonEnabled: false))

        #expect(field.text == "")
        #expect(try sut.element("todo.addButton", as: Button.self).isEnabled == false)
        #expect(
            try sut.element("todo.list", as: TableView.self).visibleCells.map { $0.labelText("todo.row.name") } == [
                "Milk"
            ])
        #expect(try sut.element("todo.counter", as: Label.self).text == "1 item left")
    }

    @Test("a refusal is an alert, and the field keeps its text")
    func refusal() throws {
        let (sut, _, window) = makeSUT()
        let field = try sut.element("todo.nameField", as: TextField.self)
        field.enterText("Milk")

        sut.displayRefusal(
            viewModel: ListTodos.Refusal.ViewModel(alert: notice("Could not save", "Your change was not saved: full")))

        #expect(try window.alert() == .ok("Could not save", "Your change was not saved: full"))
        #expect(field.text == "Milk")
    }
}

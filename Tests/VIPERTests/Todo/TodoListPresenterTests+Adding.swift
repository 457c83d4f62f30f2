import Models
import TestSupport
import Testing

@testable import VIPER

extension TodoListPresenterTests {
    @Test("Add is enabled while the name holds more than whitespace, and disabled again when it does not")
    func addEnabled() {
        let (sut, view, _, _) = makeSUT()

        sut.nameFieldChanged(to: "Buy milk")
        sut.nameFieldChanged(to: "   ")

        #expect(view.messages == [.addButton(isEnabled: true), .addButton(isEnabled: false)])
    }

    @Test("Add hands the field's text to the interactor as it is")
    func addForwardsText() {
        let (sut, _, interactor, _) = makeSUT()

        sut.addButtonTapped(name: "  Water plants ")

        #expect(interactor.messages == [.addItem("  Water plants ")])
    }

    @Test("an added item shows the new list, then clears the field and disables Add")
    func added() {
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidAddItem(TodoListContent(itemCount: 1, remainingCount: 1))

        #expect(
            view.messages == [
                .display(TodoListDisplay(rowCount: 1, counterText: "1 item left", showsEmptyMessage: false)),
                .clearNameField, .addButton(isEnabled: false),
            ])
    }

    @Test("a name over 200 characters is refused with an alert and the field is left alone")
    func nameTooLong() {
        let (sut, view, _, router) = makeSUT()

        sut.interactorDidRejectName(.tooLong)

        #expect(
            router.messages == [.showAlert(notice("Name too long", "A task name can have at most 200 characters."))])
        #expect(view.messages.isEmpty)
    }

    @Test("an empty name, only possible with the button disabled, does nothing")
    func emptyName() {
        let (sut, view, _, router) = makeSUT()

        sut.interactorDidRejectName(.empty)

        #expect(router.messages.isEmpty)
        #expect(view.messages.isEmpty)
    }

    @Test("a refused save shows an alert with the reason and leaves the screen as it is")
    func saveFailure() {
        let (sut, view, _, router) = makeSUT()

        sut.interactorDidFailToSave(.saveFailed(reason: "the disk is full"))

        #expect(
            router.messages == [.showAlert(notice("Could not save", "Your change was not saved: the disk is full"))])
        #expect(view.messages.isEmpty)
    }
}

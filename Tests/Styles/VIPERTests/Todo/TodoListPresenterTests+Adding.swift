import Models
import TestSupport
import Testing

@testable import VIPER

extension TodoListPresenterTests {
    @Test("Add is enabled exactly when the interactor says the typed name can be added")
    func addEnabled() {
        let (sut, view, _) = makeSUT()

        sut.interactorDidChangeName(canAdd: true)
        sut.interactorDidChangeName(canAdd: false)

        #expect(view.addButtonStates == [true, false])
    }

    @Test("an added item shows the new list and clears the field")
    func added() {
        let (sut, view, _) = makeSUT()

        sut.interactorDidAddItem(TodoListContent(items: [item(1, "Water plants")], remainingCount: 1))

        #expect(view.displayedLists.last?.rows.map(\.nameText) == ["Water plants"])
        #expect(view.displayedLists.last?.counterText == "1 item left")
        #expect(view.nameFieldClearings == 1)
    }

    @Test("a name too long gets its alert, and the field keeps its text")
    func tooLong() {
        let (sut, view, _) = makeSUT()

        sut.interactorDidRejectTooLongName()

        #expect(
            view.alerts == [
                AlertDisplay(
                    title: "Name too long", message: "A task name can have at most 200 characters.",
                    buttons: [AlertDisplay.Button(title: "OK")])
            ])
        #expect(view.nameFieldClearings == 0)
    }

    @Test("a refused save gets an alert with the reason, and nothing else changes on screen")
    func saveFailure() {
        let (sut, view, _) = makeSUT()

        sut.interactorDidFailToSave(.saveFailed(reason: "the disk is full"))

        #expect(
            view.alerts == [
                AlertDisplay(
                    title: "Could not save", message: "Your change was not saved: the disk is full",
                    buttons: [AlertDisplay.Button(title: "OK")])
            ])
        #expect(view.displayedLists.isEmpty)
        #expect(view.nameFieldClearings == 0)
    }
}

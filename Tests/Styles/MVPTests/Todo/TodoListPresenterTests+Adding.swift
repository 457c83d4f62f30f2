import Models
import TestAids
import TestSupport
import Testing

@testable import MVP

extension TodoListPresenterTests {
    @Test("Add is enabled while the name holds more than whitespace, and disabled again when it does not")
    func addEnabled() {
        let (sut, view, _) = makeSUT()

        sut.nameChanged("Buy milk")
        let afterName = view.messages
        sut.nameChanged("   ")

        #expect(afterName == [.addButton(isEnabled: true)])
        #expect(view.messages.last == .addButton(isEnabled: false))
    }

    @Test("typing is never written back into the field")
    func noEcho() {
        let (sut, view, _) = makeSUT()

        sut.nameChanged("خرید نان")

        #expect(view.messages == [.addButton(isEnabled: true)])
    }

    @Test("Add saves the name last typed, trimmed, as a new item created now, shows it, clears the field")
    func adds() {
        let (sut, view, store) = makeSUT()
        sut.nameChanged("  Buy")
        sut.nameChanged("  Buy milk \n")
        view.clear()

        sut.addButtonTapped()

        #expect(store.document.items == [Fixtures.item(1, "Buy milk")])
        #expect(
            view.messages.unordered == [
                .reloadRows, .counter("1 item left"), .emptyMessage(isShown: false), .clearNameField,
                .addButton(isEnabled: false),
            ])
        #expect(sut.row(at: 0).nameText == "Buy milk")
    }

    @Test("after an add the name is forgotten: a second Add adds nothing")
    func nameForgottenAfterAdd() {
        let (sut, _, store) = makeSUT()
        sut.nameChanged("Buy milk")
        sut.addButtonTapped()

        sut.addButtonTapped()

        #expect(store.document.items.count == 1)
    }

    @Test("a name of 201 characters is refused with an alert; the field is left alone and nothing is saved")
    func nameTooLong() {
        let (sut, view, store) = makeSUT()
        sut.nameChanged(String(repeating: "x", count: 201))
        view.clear()

        sut.addButtonTapped()

        #expect(view.messages == [.alert(notice("Name too long", "A task name can have at most 200 characters."))])
        #expect(store.saveCount == 0)
    }

    @Test("a blank name, only possible with the button disabled, does nothing")
    func emptyName() {
        let (sut, view, store) = makeSUT()
        sut.nameChanged("   ")
        view.clear()

        sut.addButtonTapped()

        #expect(view.messages.isEmpty)
        #expect(store.saveCount == 0)
    }

    @Test("a refused save shows the reason; the list stays as saved and the field keeps its text")
    func saveFailure() {
        let (sut, view, store) = makeSUT([Fixtures.item(1, "Existing")])
        store.failNextSave(reason: "the disk is full")
        sut.nameChanged("Buy milk")
        view.clear()

        sut.addButtonTapped()

        #expect(view.messages == [.alert(notice("Could not save", "Your change was not saved: the disk is full"))])
        #expect(sut.numberOfRows == 1)
        #expect(store.document.items == [Fixtures.item(1, "Existing")])
    }
}

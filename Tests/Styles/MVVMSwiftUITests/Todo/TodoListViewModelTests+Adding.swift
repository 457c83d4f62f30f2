import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMSwiftUI

extension TodoListViewModelTests {
    @Test("Add is enabled while the name holds more than whitespace, and disabled again when it does not")
    func addEnabledFollowsText() {
        let (sut, _) = makeSUT()

        sut.nameChanged("Buy milk")
        let enabledByText = sut.isAddEnabled
        sut.nameChanged("   ")

        #expect(enabledByText)
        #expect(sut.isAddEnabled == false)
    }

    @Test("adding saves the trimmed name as a new item created now, then empties the field")
    func addingSavesNewItem() {
        let (sut, store) = makeSUT()

        sut.nameChanged("  Buy milk \n")
        sut.addButtonTapped()

        #expect(store.document.items == [Fixtures.item(1, "Buy milk")])
        #expect(sut.rows.map(\.nameText) == ["Buy milk"])
        #expect(sut.name == "")
        #expect(sut.isAddEnabled == false)
        #expect(sut.counterText == "1 item left")
        #expect(sut.isEmptyLabelHidden)
    }

    @Test("a name of 201 characters is refused with an alert; the field keeps it and nothing is saved")
    func tooLongName() {
        let (sut, store) = makeSUT()
        let long = String(repeating: "x", count: 201)

        sut.nameChanged(long)
        sut.addButtonTapped()

        #expect(
            sut.alert
                == Alert(
                    title: "Name too long", message: "A task name can have at most 200 characters.",
                    buttons: [.init(title: "OK")]))
        #expect(sut.name == long)
        #expect(store.saveCount == 0)
    }

    @Test("an empty name (a tap on the disabled button) does nothing")
    func emptyNameDoesNothing() {
        let (sut, store) = makeSUT()

        sut.nameChanged("   ")
        sut.addButtonTapped()

        #expect(store.saveCount == 0)
        #expect(sut.alert == nil)
    }

    @Test("a failed save: the alert gives the reason, the list stays as saved, the field keeps the name")
    func failedSave() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Existing")])
        store.failNextSave(reason: "the disk is full")

        sut.nameChanged("Buy milk")
        sut.addButtonTapped()

        #expect(
            sut.alert
                == Alert(
                    title: "Could not save", message: "Your change was not saved: the disk is full",
                    buttons: [.init(title: "OK")]))
        #expect(sut.rows.map(\.nameText) == ["Existing"])
        #expect(sut.name == "Buy milk")
    }
}

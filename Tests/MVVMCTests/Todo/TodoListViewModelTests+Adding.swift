import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

extension TodoListViewModelTests {
    @Test("Add is enabled while the name holds more than whitespace, and disabled again when it does not")
    func addEnabledFollowsText() {
        let (sut, _) = makeSUT()
        let enabled = History(sut.$isAddEnabled)

        sut.nameChanged("Buy milk")
        sut.nameChanged("   ")

        #expect(enabled.values == [false, true, false])
    }

    @Test("typing is never written back into the field")
    func noEcho() {
        let (sut, _) = makeSUT()
        let requests = History(sut.$nameFieldRequest)

        sut.nameChanged("خرید نان")

        #expect(requests.values == [nil])
    }

    @Test("adding saves the trimmed name as a new item created now, then asks the view to clear the field")
    func addingSavesNewItem() {
        let (sut, store) = makeSUT()
        let requests = History(sut.$nameFieldRequest)
        let enabled = History(sut.$isAddEnabled)
        let counter = History(sut.$counterText)

        sut.nameChanged("  Buy milk \n")
        sut.addButtonTapped()

        #expect(store.document.items == [Fixtures.item(1, "Buy milk")])
        #expect(sut.rows.map(\.nameText) == ["Buy milk"])
        #expect(requests.values == [nil, .clear, nil])
        #expect(enabled.values == [false, true, false])
        #expect(counter.values == ["0 items left", "1 item left"])
        #expect(sut.isEmptyLabelHidden == true)
    }

    @Test("a name of 201 characters is refused with an alert; the field is left alone and nothing is saved")
    func tooLongName() {
        let (sut, store) = makeSUT()
        let requests = History(sut.$nameFieldRequest)

        sut.nameChanged(String(repeating: "x", count: 201))
        sut.addButtonTapped()

        #expect(sut.alert?.snapshot == .ok("Name too long", "A task name can have at most 200 characters."))
        #expect(requests.values == [nil])
        #expect(sut.isAddEnabled == true)
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

    @Test("a failed save: the alert gives the reason, the list stays as saved, the field is left alone")
    func failedSave() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Existing")])
        let rows = History(sut.$rows)
        let requests = History(sut.$nameFieldRequest)
        store.failNextSave(reason: "the disk is full")

        sut.nameChanged("Buy milk")
        sut.addButtonTapped()

        #expect(sut.alert?.snapshot == .ok("Could not save", "Your change was not saved: the disk is full"))
        #expect(rows.values.count == 1)
        #expect(requests.values == [nil])
        #expect(sut.isAddEnabled == true)
    }
}

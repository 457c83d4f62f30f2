import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

extension TodoListViewModelTests {
    @Test("Add is enabled while the name holds more than whitespace, and disabled again when it does not")
    func addEnabledFollowsText() {
        let (sut, _) = makeSUT()
        let addEnabled = TestObserver<Bool>()
        sut.outputs.isAddEnabled.observe(addEnabled.observer)

        sut.inputs.nameChanged("Buy milk")
        sut.inputs.nameChanged("   ")

        #expect(addEnabled.values == [false, true, false])
    }

    @Test("typing is never written back into the field")
    func noEcho() {
        let (sut, _) = makeSUT()
        let clearNameField = TestObserver<Void>()
        sut.outputs.clearNameField.observe(clearNameField.observer)

        sut.inputs.nameChanged("خرید نان")

        #expect(clearNameField.values.isEmpty)
    }

    @Test("adding saves the trimmed name as a new item created now, then asks the view to clear the field")
    func addingSavesNewItem() {
        let (sut, store) = makeSUT()
        let rows = TestObserver<TodoListViewModel.Rows>()
        let clearNameField = TestObserver<Void>()
        let addEnabled = TestObserver<Bool>()
        let counter = TestObserver<String>()
        let emptyLabelHidden = TestObserver<Bool>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.clearNameField.observe(clearNameField.observer)
        sut.outputs.isAddEnabled.observe(addEnabled.observer)
        sut.outputs.counterText.observe(counter.observer)
        sut.outputs.isEmptyLabelHidden.observe(emptyLabelHidden.observer)

        sut.inputs.nameChanged("  Buy milk \n")
        sut.inputs.addButtonTapped()

        #expect(store.document.items == [Fixtures.item(1, "Buy milk")])
        #expect(rows.values.map { $0.map(\.nameText) } == [[], ["Buy milk"]])
        #expect(clearNameField.values.count == 1)
        #expect(addEnabled.values == [false, true, false])
        #expect(counter.values == ["0 items left", "1 item left"])
        #expect(emptyLabelHidden.values == [false, true])
    }

    @Test("a name of 201 characters is refused with an alert; the field is left alone and nothing is saved")
    func tooLongName() {
        let (sut, store) = makeSUT()
        let alerts = TestObserver<Alert>()
        let clearNameField = TestObserver<Void>()
        let addEnabled = TestObserver<Bool>()
        sut.outputs.showAlert.observe(alerts.observer)
        sut.outputs.clearNameField.observe(clearNameField.observer)
        sut.outputs.isAddEnabled.observe(addEnabled.observer)

        sut.inputs.nameChanged(String(repeating: "x", count: 201))
        sut.inputs.addButtonTapped()

        #expect(
            alerts.values == [
                Alert(
                    title: "Name too long", message: "A task name can have at most 200 characters.",
                    buttons: [.init(title: "OK")])
            ])
        #expect(clearNameField.values.isEmpty)
        #expect(addEnabled.values == [false, true])
        #expect(store.saveCount == 0)
    }

    @Test("an empty name (a tap on the disabled button) does nothing")
    func emptyNameDoesNothing() {
        let (sut, store) = makeSUT()
        let alerts = TestObserver<Alert>()
        sut.outputs.showAlert.observe(alerts.observer)

        sut.inputs.nameChanged("   ")
        sut.inputs.addButtonTapped()

        #expect(store.saveCount == 0)
        #expect(alerts.values.isEmpty)
    }

    @Test("a failed save: the alert gives the reason, the list stays as saved, the field is left alone")
    func failedSave() {
        let (sut, store) = makeSUT([Fixtures.item(1, "Existing")])
        let rows = TestObserver<TodoListViewModel.Rows>()
        let alerts = TestObserver<Alert>()
        let clearNameField = TestObserver<Void>()
        let addEnabled = TestObserver<Bool>()
        sut.outputs.rows.observe(rows.observer)
        sut.outputs.showAlert.observe(alerts.observer)
        sut.outputs.clearNameField.observe(clearNameField.observer)
        sut.outputs.isAddEnabled.observe(addEnabled.observer)
        store.failNextSave(reason: "the disk is full")

        sut.inputs.nameChanged("Buy milk")
        sut.inputs.addButtonTapped()

        #expect(
            alerts.values == [
                Alert(
                    title: "Could not save", message: "Your change was not saved: the disk is full",
                    buttons: [.init(title: "OK")])
            ])
        #expect(rows.values.map { $0.map(\.nameText) } == [["Existing"]])
        #expect(clearNameField.values.isEmpty)
        #expect(addEnabled.values == [false, true])
    }
}

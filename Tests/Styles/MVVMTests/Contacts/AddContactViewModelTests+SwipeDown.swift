import Models
import TestAids
import TestSupport
import Testing

@testable import MVVM

extension AddContactViewModelTests {
    @Test("text in either field after trimming means changes, and clearing it means none again")
    func hasChanges() {
        let (sut, _) = makeSUT()
        let hasChanges = TestObserver<Bool>()
        sut.outputs.hasChanges.observe(hasChanges.observer)

        sut.inputs.firstNameChanged(" \n")
        sut.inputs.lastNameChanged("Ng")
        sut.inputs.lastNameChanged("")

        #expect(hasChanges.values == [false, true, false])
    }

    @Test("a refused swipe down asks, in an action sheet, to discard the changes or keep editing")
    func refusedSwipeAsks() {
        let (sut, store) = makeSUT()
        let alerts = TestObserver<AlertViewModel<AddContactAlertChoice>>()
        let dismiss = TestObserver<Void>()
        sut.outputs.showAlert.observe(alerts.observer)
        sut.outputs.dismiss.observe(dismiss.observer)
        enter("", "Lovelace", into: sut)

        sut.inputs.swipeDownRefused()

        #expect(
            alerts.values == [
                AlertViewModel(
                    title: "", message: "", style: .actionSheet,
                    buttons: [
                        .init(title: "Discard Changes", role: .destructive, choice: .discardChanges),
                        .init(title: "Keep Editing", role: .cancel, choice: nil),
                    ])
            ])
        #expect(dismiss.values.isEmpty)
        #expect(store.saveCount == 0)
    }

    @Test("a form with no changes swiped down ends as after \"Cancel\": dismiss is sent and nothing is saved")
    func swipedDownEnds() {
        let (sut, store) = makeSUT()
        let alerts = TestObserver<AlertViewModel<AddContactAlertChoice>>()
        let dismiss = TestObserver<Void>()
        sut.outputs.showAlert.observe(alerts.observer)
        sut.outputs.dismiss.observe(dismiss.observer)
        enter("  ", "\n", into: sut)

        sut.inputs.swipedDown()

        #expect(dismiss.values.count == 1)
        #expect(alerts.values.isEmpty)
        #expect(store.saveCount == 0)
    }

    @Test("\"Discard Changes\" dismisses the screen and saves nothing")
    func discardChanges() throws {
        let (sut, store) = makeSUT()
        let alerts = TestObserver<AlertViewModel<AddContactAlertChoice>>()
        let dismiss = TestObserver<Void>()
        sut.outputs.showAlert.observe(alerts.observer)
        sut.outputs.dismiss.observe(dismiss.observer)
        enter("Ada", "", into: sut)
        sut.inputs.swipeDownRefused()
        let discard = try #require(alerts.lastValue?.choice(ofButton: "Discard Changes"))

        sut.inputs.alertButtonTapped(discard)

        #expect(dismiss.values.count == 1)
        #expect(store.saveCount == 0)
    }

    @Test("\"Keep Editing\" only closes the action sheet: the form keeps its text, and Done then saves it")
    func keepEditing() throws {
        let (sut, store) = makeSUT()
        let alerts = TestObserver<AlertViewModel<AddContactAlertChoice>>()
        let dismiss = TestObserver<Void>()
        let hasChanges = TestObserver<Bool>()
        sut.outputs.showAlert.observe(alerts.observer)
        sut.outputs.dismiss.observe(dismiss.observer)
        sut.outputs.hasChanges.observe(hasChanges.observer)
        enter("Ada", "Lovelace", into: sut)
        sut.inputs.swipeDownRefused()
        let keepEditing = try #require(alerts.lastValue).choice(ofButton: "Keep Editing")

        sut.inputs.doneButtonTapped()

        #expect(keepEditing == nil)
        #expect(hasChanges.values == [false, true])
        #expect(store.document.contacts.map(\.fullName) == ["Ada Lovelace"])
        #expect(dismiss.values.count == 1)
    }
}

import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMSwiftUI

extension AddContactViewModelTests {
    @Test("text in either field after trimming means changes, and clearing it means none again")
    func hasChanges() {
        let (sut, _, _) = makeSUT()
        var history = [sut.hasChanges]

        for (first, last) in [(" \n", ""), (" \n", "Ng"), (" \n", "")] {
            enter(first, last, into: sut)
            history.append(sut.hasChanges)
        }

        #expect(history == [false, false, true, false])
    }

    @Test("a refused swipe down asks, in an action sheet, to discard the changes or keep editing")
    func refusedSwipeAsks() {
        let (sut, store, finishes) = makeSUT()
        enter("", "Lovelace", into: sut)

        sut.swipeDownRefused()

        #expect(
            sut.alert
                == Alert(
                    title: "", message: "", style: .actionSheet,
                    buttons: [
                        .init(title: "Discard Changes", role: .destructive, choice: .discardChanges),
                        .init(title: "Keep Editing", role: .cancel, choice: nil),
                    ]))
        #expect(finishes.count == 0)
        #expect(store.saveCount == 0)
    }

    @Test("\"Discard Changes\" finishes the screen and saves nothing")
    func discardChanges() throws {
        let (sut, store, finishes) = makeSUT()
        enter("Ada", "", into: sut)
        sut.swipeDownRefused()
        let discard = try #require(sut.alert?.choice(ofButton: "Discard Changes"))

        sut.alertDismissed()
        sut.alertButtonTapped(discard)

        #expect(finishes.count == 1)
        #expect(store.saveCount == 0)
    }

    @Test("\"Keep Editing\" only closes the action sheet: the form keeps its text, and Done then saves it")
    func keepEditing() throws {
        let (sut, store, finishes) = makeSUT()
        enter("Ada", "Lovelace", into: sut)
        sut.swipeDownRefused()
        let keepEditing = try #require(sut.alert).choice(ofButton: "Keep Editing")

        sut.alertDismissed()
        sut.doneButtonTapped()

        #expect(keepEditing == nil)
        #expect(store.document.contacts.map(\.fullName) == ["Ada Lovelace"])
        #expect(finishes.count == 1)
    }
}

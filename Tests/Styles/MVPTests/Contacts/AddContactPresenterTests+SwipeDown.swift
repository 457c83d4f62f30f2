import Testing

@testable import MVP

extension AddContactPresenterTests {
    @Test(
        "text in either field makes the screen refuse a swipe down, and a refused swipe asks to discard or keep",
        arguments: [("Ada", "", [true, true]), ("", " Lovelace", [false, true])])
    func refusesWithText(first: String, last: String, modalAfterEachKeystroke: [Bool]) throws {
        let (sut, view, delegate) = makeSUT()
        sut.firstNameChanged(first)
        sut.lastNameChanged(last)

        sut.swipeDownRefused()

        #expect(view.modalInPresentation == modalAfterEachKeystroke)
        #expect(
            view.messages == [
                .alert(
                    AlertDisplay(
                        title: "", message: "", style: .actionSheet,
                        buttons: [
                            .init(title: "Discard Changes", role: .destructive, choice: .discardChanges),
                            .init(title: "Keep Editing", role: .cancel),
                        ]))
            ])
        #expect(delegate.addedNames.isEmpty)
    }

    @Test("names of only spaces, or text typed then erased, let a swipe close the screen; it adds nothing")
    func closesWhenEmpty() {
        let (sut, view, delegate) = makeSUT()
        sut.firstNameChanged("Ada")
        sut.firstNameChanged(" ")
        sut.lastNameChanged("\n\t")

        sut.swipedDown()

        #expect(view.modalInPresentation.last == false)
        #expect(view.messages.isEmpty)
        #expect(delegate.addedNames.isEmpty)
    }

    @Test("\"Discard Changes\" closes the screen and adds nothing")
    func discard() throws {
        let (sut, view, delegate) = makeSUT()
        sut.firstNameChanged("Ada")
        sut.swipeDownRefused()
        let choice = try #require(Self.shownAlert(view)?.choice(ofButton: "Discard Changes"))

        sut.alertButtonTapped(choice)

        #expect(view.messages.last == .close)
        #expect(delegate.addedNames.isEmpty)
    }

    @Test("\"Keep Editing\" only closes the action sheet: the form keeps its names, and Done adds them")
    func keepEditing() throws {
        let (sut, view, delegate) = makeSUT()
        sut.firstNameChanged("Ada")
        sut.lastNameChanged("Lovelace")
        sut.swipeDownRefused()
        let keepEditing = try #require(Self.shownAlert(view)?.buttons.first { $0.title == "Keep Editing" })

        sut.doneButtonTapped()

        #expect(keepEditing.choice == nil)
        #expect(delegate.addedNames.map { [$0.firstName, $0.lastName] } == [["Ada", "Lovelace"]])
        #expect(view.messages.last == .close)
    }

    private static func shownAlert(_ view: AddContactViewSpy) -> AlertDisplay<AddContactAlertChoice>? {
        view.messages.lazy.compactMap { message in
            if case .alert(let alert) = message { alert } else { nil }
        }.last
    }
}

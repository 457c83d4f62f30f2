import HeadlessUI
import Models
import TestSupport
import Testing

@testable import MVC

/// The New Contact screen on its own, with a delegate spy in place of the list that presents it.
@Suite("AddContactViewController", .checkingForLeaks)
@MainActor
struct AddContactViewControllerTests {
    @Test("is titled \"New Contact\", with two empty fields and their placeholders")
    func layout() throws {
        let (screen, _) = makeSUT()

        #expect(screen.controller.title == "New Contact")
        #expect(
            screen.controller.view.subviews.map(\.accessibilityIdentifier) == ["contact.firstName", "contact.lastName"])
        #expect(try screen.firstNameField().placeholder == "First name")
        #expect(try screen.lastNameField().placeholder == "Last name")
        #expect(try screen.texts().map { $0 ?? "" } == ["", ""])
    }

    @Test("has Cancel on the left and Done, in the done style, on the right")
    func barButtons() throws {
        let (screen, _) = makeSUT()

        #expect(try screen.cancelButton().title == "Cancel")
        #expect(try screen.cancelButton().accessibilityIdentifier == "contact.cancel")
        #expect(try screen.cancelButton().style == .plain)
        #expect(try screen.doneButton().title == "Done")
        #expect(try screen.doneButton().accessibilityIdentifier == "contact.done")
        #expect(try screen.doneButton().style == .done)
    }

    @Test("focuses the first name field once it appears")
    func focus() throws {
        let (screen, _) = makeSUT()

        #expect(try screen.firstNameField().isFirstResponder)
        #expect(try screen.lastNameField().isFirstResponder == false)
    }

    @Test("Done hands the trimmed names to the delegate and shows no alert")
    func doneWithValidNames() throws {
        let (screen, delegate) = makeSUT()

        try screen.submit(firstName: "  Ada ", lastName: "\nLovelace\t")

        #expect(delegate.messages == [.didEnter(firstName: "Ada", lastName: "Lovelace")])
        #expect(screen.host.topAlert == nil)
    }

    @Test(
        "Done with a first or last name empty after trimming explains it, keeps the text and tells nobody",
        arguments: [("", "Lovelace"), ("Ada", ""), ("   ", "Lovelace"), ("Ada", "\n "), ("", "")])
    func missingName(firstName: String, lastName: String) throws {
        let (screen, delegate) = makeSUT()

        try screen.submit(firstName: firstName, lastName: lastName)

        #expect(
            try screen.host.alert()
                == AlertContent(
                    title: "Error", message: "A contact must have first and last names",
                    buttons: [.init(title: "Ok", style: .default)]))
        try screen.host.tapAlertButton("Ok")
        #expect(screen.host.topAlert == nil)
        #expect(try screen.texts() == [firstName, lastName])
        #expect(delegate.messages.isEmpty)
    }

    @Test(
        "Done with a name of 101 characters explains the limit and tells nobody",
        arguments: [(String(repeating: "a", count: 101), "Lovelace"), ("Ada", String(repeating: "ж", count: 101))])
    func nameTooLong(firstName: String, lastName: String) throws {
        let (screen, delegate) = makeSUT()

        try screen.submit(firstName: firstName, lastName: lastName)

        #expect(
            try screen.host.alert()
                == AlertContent(
                    title: "Error", message: "A name can have at most 100 characters",
                    buttons: [.init(title: "Ok", style: .default)]))
        try screen.host.tapAlertButton("Ok")
        #expect(try screen.texts() == [firstName, lastName])
        #expect(delegate.messages.isEmpty)
    }

    @Test("a missing name is reported before a long one")
    func missingBeforeTooLong() throws {
        let (screen, _) = makeSUT()

        try screen.submit(firstName: String(repeating: "a", count: 101), lastName: " ")

        #expect(try screen.host.alert().message == "A contact must have first and last names")
    }

    @Test("names of exactly 100 characters are accepted")
    func namesAtLimit() throws {
        let (screen, delegate) = makeSUT()
        let first = String(repeating: "a", count: 100)
        let last = String(repeating: "🙂", count: 100)

        try screen.submit(firstName: first, lastName: last)

        #expect(delegate.messages == [.didEnter(firstName: first, lastName: last)])
    }

    @Test("Cancel tells the delegate, which decides how to dismiss")
    func cancel() throws {
        let (screen, delegate) = makeSUT()
        try screen.firstNameField().enterText("Ada")

        try screen.cancelButton().tap()

        #expect(delegate.messages == [.didCancel])
    }

    // MARK: Helpers

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (screen: AddContactScreen, delegate: AddContactViewControllerDelegateSpy) {
        let delegate = AddContactViewControllerDelegateSpy()
        let sut = AddContactViewController()
        sut.delegate = delegate
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(delegate, sourceLocation: sourceLocation)
        return (AddContactScreen(controller: sut, host: TestWindow(showing: sut)), delegate)
    }
}

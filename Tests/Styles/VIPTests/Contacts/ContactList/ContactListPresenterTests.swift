import CaseProfiles
import Models
import TestSupport
import Testing

@testable import VIP

/// The contacts presenter with a display logic spy: the view models it makes, literally.
@MainActor
@Suite("ContactListPresenter", .checkingForLeaks, .profilingEachCase)
struct ContactListPresenterTests {
    @Test("loaded contacts are shown as given, each row with its id and full name")
    func displaysContacts() {
        let (sut, viewController) = makeSUT()

        sut.presentContacts(
            response: ListContacts.ViewDidLoad.Response(contacts: [
                Fixtures.contact(2, "Ana", "Cruz"), Fixtures.contact(1, "Zoe", "Adams"),
            ]))

        #expect(
            viewController.messages == [
                .displayContacts(
                    [
                        ListContacts.DisplayedContact(id: 2, nameText: "Ana Cruz"),
                        ListContacts.DisplayedContact(id: 1, nameText: "Zoe Adams"),
                    ], showsEmptyMessage: false)
            ])
    }

    @Test("no contacts show the empty label")
    func empty() {
        let (sut, viewController) = makeSUT()

        sut.presentContacts(response: ListContacts.ViewDidLoad.Response(contacts: []))

        #expect(viewController.messages == [.displayContacts([], showsEmptyMessage: true)])
    }

    @Test(
        "a load failure becomes the load alert, naming the file the data was kept in when it was kept",
        arguments: [
            (
                StoreError.unreadable(keptAs: "contacts.unreadable-1.json"),
                "Your saved contacts could not be read and were kept in contacts.unreadable-1.json."
            ),
            (
                .unreadableNotKept(reason: "permission denied"),
                "Your saved contacts could not be read: permission denied."
            ),
        ])
    func loadFailure(error: StoreError, message: String) {
        let (sut, viewController) = makeSUT()

        sut.presentLoadFailure(response: ListContacts.ViewDidAppear.Response(error: error))

        #expect(viewController.messages == [.displayLoadFailure(notice("Could not load contacts", message))])
    }

    // MARK: Helpers

    func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: ContactListPresenter, viewController: ContactListDisplayLogicSpy) {
        let viewController = ContactListDisplayLogicSpy()
        let sut = ContactListPresenter()
        sut.viewController = viewController
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        trackForMemoryLeaks(viewController, sourceLocation: sourceLocation)
        return (sut, viewController)
    }
}

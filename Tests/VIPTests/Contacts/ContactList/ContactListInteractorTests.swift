import Models
import TestSupport
import Testing

@testable import VIP

/// The contacts interactor between a presentation logic spy and worker doubles: the responses it
/// hands over and what it asks its workers, written out.
@MainActor
@Suite("ContactListInteractor", .checkingForLeaks, .profilingEachCase)
struct ContactListInteractorTests {
    @Test("loading has the worker read the book, and hands the contacts over in list order")
    func load() {
        let (sut, contactsWorker, _, presenter) = makeSUT([
            Fixtures.contact(1, "Zoe", "Adams"), Fixtures.contact(2, "Ana", "Cruz"),
        ])

        sut.loadContacts(request: ContactList.LoadContacts.Request())

        #expect(contactsWorker.loadCount == 1)
        #expect(
            presenter.messages == [
                .presentContacts(
                    ContactList.LoadContacts.Response(contacts: [
                        Fixtures.contact(2, "Ana", "Cruz"), Fixtures.contact(1, "Zoe", "Adams"),
                    ]))
            ])
    }

    @Test("unreadable contacts are presented as an empty list, and the failure once the screen asks, once")
    func loadFailure() {
        let (sut, contactsWorker, _, presenter) = makeSUT()
        contactsWorker.loadFailure = .unreadable(keptAs: "contacts.unreadable-1.json")

        sut.loadContacts(request: ContactList.LoadContacts.Request())
        sut.showLoadFailure(request: ContactList.ShowLoadFailure.Request())
        sut.showLoadFailure(request: ContactList.ShowLoadFailure.Request())

        #expect(
            presenter.messages == [
                .presentContacts(ContactList.LoadContacts.Response(contacts: [])),
                .presentLoadFailure(
                    ContactList.ShowLoadFailure.Response(error: .unreadable(keptAs: "contacts.unreadable-1.json"))),
            ])
    }

    @Test("after a good load there is no failure to report")
    func noLoadFailure() {
        let (sut, _, _, presenter) = makeSUT()
        sut.loadContacts(request: ContactList.LoadContacts.Request())

        sut.showLoadFailure(request: ContactList.ShowLoadFailure.Request())

        #expect(presenter.messages.count == 1)
    }

    // MARK: Helpers

    func makeSUT(
        _ contacts: [Contact] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        sut: ContactListInteractor, contactsWorker: ContactsWorkerSpy, directoryWorker: DirectoryWorkerStub,
        presenter: ContactListPresentationLogicSpy
    ) {
        let contactsWorker = ContactsWorkerSpy(contacts)
        let directoryWorker = DirectoryWorkerStub()
        let presenter = ContactListPresentationLogicSpy()
        let sut = ContactListInteractor(
            presenter: presenter, contactsWorker: contactsWorker, directoryWorker: directoryWorker)
        for object in [sut, contactsWorker, directoryWorker, presenter] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, contactsWorker, directoryWorker, presenter)
    }
}

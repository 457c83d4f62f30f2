import CaseProfiles
import Models
import TestSupport
import Testing

@testable import VIP

/// The contacts interactor between a presentation logic spy and worker doubles: the responses it
/// hands over and what it asks its workers, written out.
@MainActor
@Suite("ContactListInteractor", .checkingForLeaks, .profilingEachCase)
struct ContactListInteractorTests {
    @Test("loading hands the stored contacts over in list order")
    func load() {
        let (_, _, _, presenter) = makeSUT([Fixtures.contact(1, "Zoe", "Adams"), Fixtures.contact(2, "Ana", "Cruz")])

        #expect(
            presenter.messages == [
                .presentContacts(
                    ListContacts.ViewDidLoad.Response(contacts: [
                        Fixtures.contact(2, "Ana", "Cruz"), Fixtures.contact(1, "Zoe", "Adams"),
                    ]))
            ])
    }

    @Test("unreadable contacts are presented as an empty list, and the failure when the screen appears, once")
    func loadFailure() {
        let (sut, _, _, presenter) = makeSUT(loadFailure: .unreadable(keptAs: "contacts.unreadable-1.json"))

        sut.viewDidAppear(request: ListContacts.ViewDidAppear.Request())
        sut.viewDidAppear(request: ListContacts.ViewDidAppear.Request())

        #expect(
            presenter.messages == [
                .presentContacts(ListContacts.ViewDidLoad.Response(contacts: [])),
                .presentLoadFailure(
                    ListContacts.ViewDidAppear.Response(error: .unreadable(keptAs: "contacts.unreadable-1.json"))),
            ])
    }

    @Test("after a good load there is no failure to report")
    func noLoadFailure() {
        let (sut, _, _, presenter) = makeSUT()

        sut.viewDidAppear(request: ListContacts.ViewDidAppear.Request())

        #expect(presenter.messages == [.presentContacts(ListContacts.ViewDidLoad.Response(contacts: []))])
    }

    // MARK: Helpers

    /// An interactor that has loaded `contacts` (or failed to).
    func makeSUT(
        _ contacts: [Contact] = [], loadFailure: StoreError? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        sut: ContactListInteractor, contactsWorker: ContactsWorkerStub, directoryWorker: DirectoryWorkerStub,
        presenter: ContactListPresentationLogicSpy
    ) {
        let contactsWorker = ContactsWorkerStub()
        contactsWorker.loadResult = loadFailure.map { .failure($0) } ?? .success(ContactBook(contacts: contacts))
        let directoryWorker = DirectoryWorkerStub()
        let presenter = ContactListPresentationLogicSpy()
        let sut = ContactListInteractor(
            presenter: presenter, contactsWorker: contactsWorker, directoryWorker: directoryWorker)
        for object in [sut, contactsWorker, directoryWorker, presenter] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        sut.viewDidLoad(request: ListContacts.ViewDidLoad.Request())
        return (sut, contactsWorker, directoryWorker, presenter)
    }
}

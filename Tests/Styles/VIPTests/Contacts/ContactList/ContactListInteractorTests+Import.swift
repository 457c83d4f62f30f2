import Models
import TestSupport
import Testing

@testable import VIP

extension ContactListInteractorTests {
    @Test("an import says it started and asks the directory; asking again while it waits does nothing")
    func oneRequest() {
        let (sut, _, directoryWorker, presenter) = makeSUT()

        sut.importButtonTapped(request: ListContacts.ImportButtonTapped.Request())
        sut.importButtonTapped(request: ListContacts.ImportButtonTapped.Request())
        sut.alertButtonTapped(request: ListContacts.AlertButtonTapped.Request(choice: .retryImport))

        #expect(directoryWorker.requestCount == 1)
        #expect(
            presenter.messages == [
                .presentContacts(ListContacts.ViewDidLoad.Response(contacts: [])),
                .presentImportProgress(ListContacts.ImportProgress.Response(isImporting: true)),
            ])
    }

    @Test("once the directory answered, Retry starts a new request")
    func retry() {
        let (sut, _, directoryWorker, _) = makeSUT()
        sut.importButtonTapped(request: ListContacts.ImportButtonTapped.Request())
        directoryWorker.answer(.failure(.transport(reason: "offline")))

        sut.alertButtonTapped(request: ListContacts.AlertButtonTapped.Request(choice: .retryImport))

        #expect(directoryWorker.requestCount == 2)
    }

    @Test("imported contacts are saved in one write, and the saved list is handed over with what was added and skipped")
    func imported() {
        let (sut, contactsWorker, directoryWorker, presenter) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        sut.importButtonTapped(request: ListContacts.ImportButtonTapped.Request())

        directoryWorker.answer(.success(Fixtures.employees("Garrett Winters", "tiger nixon", "Cher")))

        #expect(
            contactsWorker.askedToSave == [
                ContactBook(contacts: [
                    Fixtures.contact(1, "Tiger", "Nixon"), Fixtures.contact(2, "Garrett", "Winters"),
                ])
            ])
        #expect(
            presenter.messages.contains(
                .presentImportProgress(ListContacts.ImportProgress.Response(isImporting: false))))
        #expect(
            presenter.messages.last
                == .presentImportedContacts(
                    ListContacts.ImportButtonTapped.Response(
                        contacts: [Fixtures.contact(2, "Garrett", "Winters"), Fixtures.contact(1, "Tiger", "Nixon")],
                        added: 1, skipped: 2)))
    }

    @Test("an import that adds nothing writes nothing, and is still handed over")
    func nothingAdded() {
        let (sut, contactsWorker, directoryWorker, presenter) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        sut.importButtonTapped(request: ListContacts.ImportButtonTapped.Request())

        directoryWorker.answer(.success(Fixtures.employees("Tiger Nixon")))

        #expect(contactsWorker.askedToSave.isEmpty)
        #expect(
            presenter.messages.last
                == .presentImportedContacts(
                    ListContacts.ImportButtonTapped.Response(
                        contacts: [Fixtures.contact(1, "Tiger", "Nixon")], added: 0, skipped: 1)))
    }

    @Test("an import whose save fails is an import failure, and the book stays as it was")
    func saveFailure() {
        let (sut, contactsWorker, directoryWorker, presenter) = makeSUT()
        contactsWorker.saveFailure = .saveFailed(reason: "the disk is full")
        sut.importButtonTapped(request: ListContacts.ImportButtonTapped.Request())

        directoryWorker.answer(.success(Fixtures.employees("Garrett Winters")))

        #expect(
            presenter.messages.last
                == .presentImportFailure(
                    ListContacts.ImportFailure.Response(reason: .notSaved(.saveFailed(reason: "the disk is full")))))
        #expect(sut.book == ContactBook())
    }

    @Test("a directory failure is an import failure, and the import is over")
    func directoryFailure() {
        let (sut, _, directoryWorker, presenter) = makeSUT()
        sut.importButtonTapped(request: ListContacts.ImportButtonTapped.Request())

        directoryWorker.answer(.failure(.transport(reason: "offline")))

        #expect(
            presenter.messages.contains(
                .presentImportProgress(ListContacts.ImportProgress.Response(isImporting: false))))
        #expect(
            presenter.messages.last
                == .presentImportFailure(
                    ListContacts.ImportFailure.Response(reason: .directory(.transport(reason: "offline")))))
    }

    @Test("an answer that arrives after the interactor is gone is dropped")
    func lateAnswer() {
        let contactsWorker = ContactsWorkerStub()
        let directoryWorker = DirectoryWorkerStub()
        let presenter = ContactListPresentationLogicSpy()
        for object in [contactsWorker, directoryWorker, presenter] as [AnyObject] { trackForMemoryLeaks(object) }
        var sut: ContactListInteractor? = ContactListInteractor(
            presenter: presenter, contactsWorker: contactsWorker, directoryWorker: directoryWorker)
        weak let released = sut
        sut?.importButtonTapped(request: ListContacts.ImportButtonTapped.Request())
        sut = nil

        directoryWorker.answer(.success(Fixtures.employees("Garrett Winters")))

        #expect(released == nil)
        #expect(presenter.messages == [.presentImportProgress(ListContacts.ImportProgress.Response(isImporting: true))])
        #expect(contactsWorker.askedToSave.isEmpty)
    }
}

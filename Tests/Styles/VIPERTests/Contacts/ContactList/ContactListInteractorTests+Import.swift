import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

extension ContactListInteractorTests {
    @Test("an import asks the directory once, however often it is started while pending, and says it started")
    func oneRequest() {
        let (sut, _, directory, output, _) = makeSUT()

        sut.importContacts()
        sut.importContacts()

        #expect(directory.requestCount == 1)
        #expect(output.messages == [.didStartImport])
    }

    @Test("imported contacts are saved in one write and reported with the list, how many were added and skipped")
    func imported() {
        let (sut, store, directory, output, _) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        sut.loadContacts()
        sut.importContacts()

        directory.succeed(with: Fixtures.employees("Garrett Winters", "tiger nixon", "Cher"))

        #expect(
            output.messages.last
                == .didImport(
                    [
                        ContactListItem(id: 2, fullName: "Garrett Winters"),
                        ContactListItem(id: 1, fullName: "Tiger Nixon"),
                    ],
                    added: 1, skipped: 2))
        #expect(store.saveCount == 1)
    }

    @Test("an import that adds nothing writes nothing, and is still reported")
    func nothingAdded() {
        let (sut, store, directory, output, _) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        sut.loadContacts()
        sut.importContacts()

        directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(
            output.messages.last == .didImport([ContactListItem(id: 1, fullName: "Tiger Nixon")], added: 0, skipped: 1))
        #expect(store.saveCount == 0)
    }

    @Test("an import whose save fails is reported and adds nothing; the next import can start")
    func saveFailure() {
        let (sut, store, directory, output, _) = makeSUT()
        store.failNextSave(reason: "the disk is full")
        sut.importContacts()

        directory.succeed(with: Fixtures.employees("Garrett Winters"))
        sut.importContacts()

        #expect(
            output.messages == [
                .didStartImport, .didFailToSaveImport(.saveFailed(reason: "the disk is full")), .didStartImport,
            ])
        #expect(store.document.contacts.isEmpty)
    }

    @Test("a directory failure is reported, and a new import can start")
    func directoryFailure() {
        let (sut, _, directory, output, _) = makeSUT()
        sut.importContacts()

        directory.fail(with: .transport(reason: "offline"))
        sut.importContacts()

        #expect(output.messages == [.didStartImport, .didFailToImport(.transport(reason: "offline")), .didStartImport])
        #expect(directory.requestCount == 2)
    }

    @Test("an answer that arrives after the interactor is gone is dropped")
    func lateAnswer() {
        let store = InMemoryStore<ContactBook>()
        let directory = EmployeeDirectoryStub()
        let output = ContactListInteractorOutputSpy()
        var sut: ContactListInteractor? = ContactListInteractor(
            dataManager: ContactBookDataManager(store: store), directory: directory)
        sut?.output = output
        sut?.importContacts()

        sut = nil
        directory.succeed(with: Fixtures.employees("Garrett Winters"))

        #expect(output.messages == [.didStartImport])
        #expect(store.saveCount == 0)
    }
}

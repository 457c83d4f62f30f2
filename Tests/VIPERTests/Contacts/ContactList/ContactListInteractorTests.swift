import Models
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("Contacts interactor", .checkingForLeaks)
struct ContactListInteractorTests {
    private let stored = ContactBook(contacts: [Samples.contact(1, "Tiger", "Nixon")])

    @Test("loading hands over the stored book")
    func load() {
        let (sut, _, _, output) = makeSUT(stored: stored)

        sut.loadContacts()

        #expect(output.messages == [.didLoad(stored)])
    }

    @Test("unreadable contacts are reported")
    func loadFailure() {
        let (sut, store, _, output) = makeSUT(stored: stored)
        store.failNextLoad(with: .unreadable(keptAs: "contacts.unreadable-1.json"))

        sut.loadContacts()

        #expect(output.messages == [.didFailToLoad(.unreadable(keptAs: "contacts.unreadable-1.json"))])
    }

    @Test("an import asks the directory once, however often it is started while pending")
    func oneRequest() {
        let (sut, _, directory, output) = makeSUT()

        sut.importContacts()
        sut.importContacts()

        #expect(directory.requestCount == 1)
        #expect(output.messages.isEmpty)
    }

    @Test("imported contacts are saved in one write and reported with what was skipped")
    func imported() {
        let (sut, store, directory, output) = makeSUT(stored: stored)
        sut.loadContacts()
        sut.importContacts()
        let employees = ["Garrett Winters", "tiger nixon", "Cher", " Ashton  Cox "].map(Samples.employee)

        directory.succeed(with: employees)

        let result = stored.importing(employees)
        #expect(result.added.map(\.fullName) == ["Garrett Winters", "Ashton Cox"])
        #expect(output.messages == [.didLoad(stored), .didImport(result)])
        #expect(store.saveCount == 1)
        #expect(store.document == result.book)
    }

    @Test("an import that adds nothing writes nothing, and is still reported")
    func nothingAdded() {
        let (sut, store, directory, output) = makeSUT(stored: stored)
        sut.loadContacts()
        sut.importContacts()

        directory.succeed(with: [Samples.employee("Tiger Nixon")])

        #expect(output.messages.last == .didImport(stored.importing([Samples.employee("Tiger Nixon")])))
        #expect(store.saveCount == 0)
    }

    @Test("an import whose save fails is reported and adds nothing")
    func saveFailure() {
        let (sut, store, directory, output) = makeSUT(stored: stored)
        sut.loadContacts()
        store.failNextSave(reason: "the disk is full")
        sut.importContacts()

        directory.succeed(with: [Samples.employee("Garrett Winters")])
        sut.importContacts()
        directory.succeed(with: [])

        #expect(
            output.messages == [
                .didLoad(stored), .didFailToSaveImport(.saveFailed(reason: "the disk is full")),
                .didImport(stored.importing([])),
            ])
        #expect(store.document == stored)
    }

    @Test("a directory failure is reported, and a new import can start")
    func directoryFailure() {
        let (sut, _, directory, output) = makeSUT()
        sut.importContacts()

        directory.fail(with: .transport(reason: "offline"))
        sut.importContacts()

        #expect(output.messages == [.didFailToImport(.transport(reason: "offline"))])
        #expect(directory.requestCount == 2)
    }

    @Test("an import adds to the book as it is when the answer comes, keeping a contact added meanwhile")
    func importKeepsContactAddedMeanwhile() throws {
        let (sut, store, directory, _) = makeSUT(stored: stored)
        let dataManager = sut.dataManager
        sut.loadContacts()
        sut.importContacts()
        let name = try ContactName.validate(firstName: "Ana", lastName: "Lee").get()
        try dataManager.save(dataManager.book.adding(name).book)

        directory.succeed(with: [Samples.employee("Garrett Winters")])

        #expect(store.document.contacts.map(\.fullName) == ["Tiger Nixon", "Ana Lee", "Garrett Winters"])
    }

    @Test("an answer that arrives after the interactor is gone is dropped")
    func lateAnswer() {
        let store = InMemoryStore(stored)
        let directory = EmployeeDirectoryStub()
        let output = ContactListInteractorOutputSpy()
        var sut: ContactListInteractor? = ContactListInteractor(
            dataManager: ContactBookDataManager(store: store), directory: directory)
        weak let released = sut
        sut?.output = output
        sut?.importContacts()
        sut = nil

        directory.succeed(with: [Samples.employee("Garrett Winters")])

        #expect(released == nil)
        #expect(output.messages.isEmpty)
        #expect(store.saveCount == 0)
    }

    private func makeSUT(
        stored: ContactBook = ContactBook(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> (ContactListInteractor, InMemoryStore<ContactBook>, EmployeeDirectoryStub, ContactListInteractorOutputSpy) {
        let store = InMemoryStore(stored)
        let directory = EmployeeDirectoryStub()
        let output = ContactListInteractorOutputSpy()
        let dataManager = ContactBookDataManager(store: store)
        let sut = ContactListInteractor(dataManager: dataManager, directory: directory)
        sut.output = output
        for object in [sut, store, directory, output, dataManager] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store, directory, output)
    }
}

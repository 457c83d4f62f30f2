import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import TEA

/// The Contacts effects performed for real, on an in-memory store and a directory stub: each effect
/// does its one piece of I/O and sends back exactly one message saying how it went.
@Suite("ContactListEffectHandler", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactListEffectHandlerTests {
    @Test("load answers with the stored book, or with the store's error")
    func load() {
        let (sut, environment, spy) = makeSUT(ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")]))

        sut.perform(.load, send: spy.send)
        environment.contactStore.failNextLoad(with: .unreadableNotKept(reason: "permission denied"))
        sut.perform(.load, send: spy.send)

        #expect(
            spy.messages == [
                .loadFinished(.success(ContactBook(contacts: [Fixtures.contact(1, "Ann", "Lee")]))),
                .loadFinished(.failure(.unreadableNotKept(reason: "permission denied"))),
            ])
    }

    @Test("fetching asks the directory once and answers when the directory does, with what it said")
    func fetch() {
        let (sut, environment, spy) = makeSUT()

        sut.perform(.fetchEmployees, send: spy.send)
        #expect(environment.directory.requestCount == 1)
        #expect(spy.messages == [])
        environment.directory.fail(with: .status("error"))

        #expect(spy.messages == [.directoryAnswered(.failure(.status("error")))])
    }

    @Test("saving New Contact's book writes it and answers on the form's behalf; a refusal answers with the error")
    func saveNewContact() {
        let (sut, environment, spy) = makeSUT()
        let book = ContactBook(contacts: [Fixtures.contact(1, "Mia", "Ng")])

        sut.perform(.addContact(.save(book)), send: spy.send)
        environment.contactStore.failNextSave(reason: "the disk is full")
        sut.perform(.addContact(.save(ContactBook())), send: spy.send)

        #expect(
            spy.messages == [
                .addContact(.saved(book)), .addContact(.saveFailed(.saveFailed(reason: "the disk is full"))),
            ])
        #expect(environment.contactStore.document == book)
    }

    @Test("saving an import writes the book once and carries the counts on; a refusal answers with the error")
    func saveImport() {
        let (sut, environment, spy) = makeSUT()
        let book = ContactBook(contacts: [Fixtures.contact(1, "Tiger", "Nixon")])

        sut.perform(.saveImport(book, added: 1, skipped: 3), send: spy.send)
        environment.contactStore.failNextSave(reason: "the disk is full")
        sut.perform(.saveImport(ContactBook(), added: 0, skipped: 0), send: spy.send)

        #expect(
            spy.messages == [
                .importSaveFinished(.success(book), added: 1, skipped: 3),
                .importSaveFinished(.failure(.saveFailed(reason: "the disk is full")), added: 0, skipped: 0),
            ])
        #expect(environment.contactStore.document == book)
        #expect(environment.contactStore.saveCount == 1)
    }

    private func makeSUT(
        _ book: ContactBook = ContactBook(), sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: ContactListEffectHandler, environment: TestEnvironment, spy: MessageSpy<ContactListMessage>) {
        let environment = TestEnvironment(contacts: book)
        let spy = MessageSpy<ContactListMessage>()
        trackForMemoryLeaks(spy, sourceLocation: sourceLocation)
        let sut = ContactListEffectHandler(store: environment.contactStore, directory: environment.directory)
        return (sut, environment, spy)
    }
}

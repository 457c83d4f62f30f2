import Models
import TestAids
import TestSupport
import Testing

@testable import MV

extension ContactBookModelTests {
    @Test("an import asks the directory once and is pending until it answers; a second one does not start")
    func importStarts() {
        let (sut, _, directory) = makeSUT([])

        sut.importEmployees()
        sut.importEmployees()

        #expect(sut.isImporting)
        #expect(directory.requestCount == 1)
    }

    @Test("a successful answer saves the new contacts in one write and keeps how many were added and skipped")
    func importSuccess() {
        let (sut, store, directory) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        sut.importEmployees()

        directory.succeed(with: Fixtures.employees("Garrett Winters", "Tiger Nixon", "Cher"))

        #expect(!sut.isImporting)
        #expect(sut.importOutcome == .finished(added: 1, skipped: 2))
        #expect(store.saveCount == 1)
        #expect(sut.contacts.map(\.fullName) == ["Garrett Winters", "Tiger Nixon"])
    }

    @Test("an import that adds nothing writes nothing, and still ends with its sum")
    func importNothingNew() {
        let (sut, store, directory) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])
        sut.importEmployees()

        directory.succeed(with: Fixtures.employees("Tiger Nixon"))

        #expect(sut.importOutcome == .finished(added: 0, skipped: 1))
        #expect(store.saveCount == 0)
    }

    @Test("a failed request keeps the directory's reason and adds nothing")
    func importFailure() {
        let (sut, store, directory) = makeSUT([])
        sut.importEmployees()

        directory.fail(with: .status("error"))

        #expect(!sut.isImporting)
        #expect(sut.importOutcome == .failed(reason: "The directory answered with status error."))
        #expect(store.saveCount == 0)
    }

    @Test("imported contacts the store refuses are not adopted, and the refusal is kept with its reason")
    func importRefused() {
        let (sut, store, directory) = makeSUT([])
        store.failNextSave(reason: "the disk is full")
        sut.importEmployees()

        directory.succeed(with: Fixtures.employees("Garrett Winters"))

        #expect(sut.importOutcome == .notSaved(reason: "the disk is full"))
        #expect(sut.contacts.isEmpty)
    }

    @Test("an answer that comes after the model is gone is dropped: nothing is written")
    func answerAfterModelGone() {
        let store = InMemoryStore(ContactBook())
        let directory = EmployeeDirectoryStub()
        var sut: ContactBookModel? = ContactBookModel(store: store, directory: directory)
        sut?.importEmployees()
        weak let released = sut
        sut = nil

        directory.succeed(with: Fixtures.employees("Late Answer"))

        #expect(released == nil)
        #expect(store.saveCount == 0)
    }
}

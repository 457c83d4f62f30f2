import Models
import TestAids
import TestSupport
import Testing

@testable import MV

extension ContactBookModelTests {
    @Test("a new contact is saved with the next id and takes its sorted place")
    func add() throws {
        let (sut, store, _) = makeSUT([Fixtures.contact(1, "Ada", "Lovelace"), Fixtures.contact(2, "Grace", "Hopper")])

        try sut.add(try ContactName.validate(firstName: "Charles", lastName: "Babbage").get())

        #expect(store.document.contacts.last == Fixtures.contact(3, "Charles", "Babbage"))
        #expect(sut.contacts.map(\.fullName) == ["Ada Lovelace", "Charles Babbage", "Grace Hopper"])
    }

    @Test("a new contact the store refuses is not adopted, and the refusal is thrown")
    func addRefused() throws {
        let (sut, store, _) = makeSUT([])
        store.failNextSave(reason: "the disk is full")
        let name = try ContactName.validate(firstName: "Ada", lastName: "Lovelace").get()

        #expect(throws: StoreError.self) { try sut.add(name) }
        #expect(sut.contacts.isEmpty)
    }

    @Test("a contact added after an import joins the imported ones instead of replacing them")
    func addAfterImport() throws {
        let (sut, store, directory) = makeSUT([])
        sut.importEmployees()
        directory.succeed(with: Fixtures.employees("Garrett Winters"))

        try sut.add(try ContactName.validate(firstName: "Ada", lastName: "Lovelace").get())

        #expect(store.document.contacts.map(\.fullName) == ["Garrett Winters", "Ada Lovelace"])
    }
}

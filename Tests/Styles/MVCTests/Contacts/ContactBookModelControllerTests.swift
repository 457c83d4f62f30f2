import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import MVC

/// The model controller the list and New Contact share, without any view: it loads the book when
/// created, saves, and announces what changed and where, failures included.
@Suite("ContactBookModelController", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactBookModelControllerTests {
    @Test("created, it loads the stored book in the order the screen shows it; a new observer hears it loaded")
    func load() {
        let (sut, _, spy) = makeSUT([Fixtures.contact(1, "Zoe", "Adams"), Fixtures.contact(2, "Ana", "Cruz")])

        #expect(spy.changes == [.reloaded])
        #expect(sut.contacts.map(\.fullName) == ["Ana Cruz", "Zoe Adams"])
    }

    @Test("unreadable stored data leaves the book empty, and a new observer hears why")
    func loadFailure() {
        let store = InMemoryStore(ContactBook(contacts: [Fixtures.contact(1, "Lost", "Person")]))
        store.failNextLoad(with: .unreadableNotKept(reason: "permission denied"))

        let (sut, _, spy) = makeSUT(store: store)

        #expect(spy.changes == [.reloaded, .loadFailed(.unreadableNotKept(reason: "permission denied"))])
        #expect(sut.contacts.isEmpty)
    }

    @Test("a new contact is saved with the next id and announced with the row it takes")
    func add() throws {
        let (sut, store, spy) = makeSUT([
            Fixtures.contact(1, "Ada", "Lovelace"), Fixtures.contact(2, "Grace", "Hopper"),
        ])

        sut.add(try ContactName.validate(firstName: "Charles", lastName: "Babbage").get())

        #expect(store.document.contacts.last == Fixtures.contact(3, "Charles", "Babbage"))
        #expect(spy.changes.last == .inserted(at: 1))
        #expect(sut.contacts.map(\.fullName) == ["Ada Lovelace", "Charles Babbage", "Grace Hopper"])
    }

    @Test("a new contact the store refuses is not adopted, and the refusal is announced with the reason")
    func addRefused() throws {
        let (sut, store, spy) = makeSUT([])
        store.failNextSave(reason: "the disk is full")

        sut.add(try ContactName.validate(firstName: "Ada", lastName: "Lovelace").get())

        #expect(spy.changes.last == .contactNotSaved(reason: "the disk is full"))
        #expect(sut.contacts.isEmpty)
    }

    @Test("an import saves what it adds in one write and announces how many were added and skipped")
    func importEmployees() throws {
        let (sut, store, spy) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])

        sut.importEmployees(Fixtures.employees("Garrett Winters", "Tiger Nixon", "Cher"))

        #expect(spy.changes.last == .imported(added: 1, skipped: 2))
        #expect(store.saveCount == 1)
        #expect(sut.contacts.map(\.fullName) == ["Garrett Winters", "Tiger Nixon"])
    }

    @Test("an import that adds nothing writes nothing, and is still announced")
    func importNothingNew() throws {
        let (sut, store, spy) = makeSUT([Fixtures.contact(1, "Tiger", "Nixon")])

        sut.importEmployees(Fixtures.employees("Tiger Nixon"))

        #expect(spy.changes.last == .imported(added: 0, skipped: 1))
        #expect(store.saveCount == 0)
    }

    @Test("imported contacts the store refuses are not adopted, and the refusal is announced with the reason")
    func importRefused() throws {
        let (sut, store, spy) = makeSUT([])
        store.failNextSave(reason: "the disk is full")

        sut.importEmployees(Fixtures.employees("Garrett Winters"))

        #expect(spy.changes.last == .importNotSaved(reason: "the disk is full"))
        #expect(sut.contacts.isEmpty)
    }

    @Test("a contact added after an import joins the imported ones instead of replacing them")
    func addAfterImport() throws {
        let (sut, store, _) = makeSUT([])
        sut.importEmployees(Fixtures.employees("Garrett Winters"))

        sut.add(try ContactName.validate(firstName: "Ada", lastName: "Lovelace").get())

        #expect(store.document.contacts.map(\.fullName) == ["Garrett Winters", "Ada Lovelace"])
    }

    @Test("a closed screen's handler, and what it holds, is let go of when the next screen starts observing")
    func closedObserverHandlerReleased() {
        let (sut, _, _) = makeSUT([])
        var observer: ModelChangeSpy<ContactBookModelController.Change>? = ModelChangeSpy()
        var heldByHandler: ModelChangeSpy<ContactBookModelController.Change>? = ModelChangeSpy()
        weak let released = heldByHandler
        if let observer, let heldByHandler { sut.addObserver(observer) { heldByHandler.record($0) } }
        observer = nil
        heldByHandler = nil

        let nextObserver = ModelChangeSpy<ContactBookModelController.Change>()
        sut.addObserver(nextObserver) { _ in }

        #expect(released == nil)
    }

    private func makeSUT(
        _ contacts: [Contact], sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        ContactBookModelController, InMemoryStore<ContactBook>, ModelChangeSpy<ContactBookModelController.Change>
    ) {
        makeSUT(store: InMemoryStore(ContactBook(contacts: contacts)), sourceLocation: sourceLocation)
    }

    private func makeSUT(
        store: InMemoryStore<ContactBook>, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        ContactBookModelController, InMemoryStore<ContactBook>, ModelChangeSpy<ContactBookModelController.Change>
    ) {
        let sut = ContactBookModelController(store: store)
        let spy = ModelChangeSpy<ContactBookModelController.Change>()
        sut.addObserver(spy, onChange: spy.record)
        for object in [sut, store, spy] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store, spy)
    }
}

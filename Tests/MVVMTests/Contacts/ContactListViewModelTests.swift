import Models
import TestAids
import TestSupport
import Testing

@testable import MVVM

/// The Contacts view model without any view, on a real model controller over a fake store and a
/// directory stub that answers when a test says so.
@Suite("ContactListViewModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactListViewModelTests {
    @Test("loading shows one row per contact, with the placeholder picture, in the order the book sorts them")
    func loadShowsRows() {
        let (sut, _, _) = makeSUT([
            Fixtures.contact(1, "zoe", "Adams"), Fixtures.contact(2, "Émile", "Zola"),
            Fixtures.contact(3, "Ana", "Cruz"),
        ])

        #expect(sut.rows.map(\.nameText) == ["Ana Cruz", "Émile Zola", "zoe Adams"])
        #expect(sut.rows.map(\.id) == [3, 2, 1])
        #expect(sut.rows.map(\.imageName) == Array(repeating: "contact-placeholder", count: 3))
        #expect(sut.rows.change == .reloaded)
        #expect(sut.isEmptyLabelHidden == true)
    }

    @Test("an empty book shows the empty label")
    func emptyBook() {
        let (sut, _, _) = makeSUT()

        #expect(sut.rows.isEmpty)
        #expect(sut.isEmptyLabelHidden == false)
    }

    @Test("unreadable stored contacts: the list starts empty and the alert names the kept file at the first appearance")
    func unreadableLoadAlert() {
        let (sut, _, _) = makeSUT(
            [Fixtures.contact(1, "Ann", "Lee")], loadFailure: .unreadable(keptAs: "contacts.unreadable-2.json"))
        #expect(sut.rows.isEmpty)
        #expect(sut.alert == nil)

        sut.viewDidAppear()

        #expect(
            sut.alert?.snapshot
                == .ok(
                    "Could not load contacts",
                    "Your saved contacts could not be read and were kept in contacts.unreadable-2.json."))
    }

    @Test("another load failure: the alert gives the reason, once")
    func otherLoadFailureAlert() throws {
        let (sut, _, _) = makeSUT(loadFailure: .unreadableNotKept(reason: "permission denied"))
        let alerts = History(sut.$alert)

        sut.viewDidAppear()
        try sut.$alert.choose("OK")
        sut.viewDidAppear()

        #expect(
            alerts.values.map(\.?.message) == [nil, "Your saved contacts could not be read: permission denied.", nil])
    }

    // MARK: Helpers

    /// The view model on a model controller over a fake store holding `contacts`, loaded as its screen
    /// would load it. New Contact view models in a test share the model controller, as in the app.
    func makeSUT(
        _ contacts: [Contact] = [], loadFailure: StoreError? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: ContactListViewModel, model: ContactBookModelController, environment: TestEnvironment) {
        let environment = TestEnvironment(contacts: ContactBook(contacts: contacts))
        if let loadFailure { environment.contactStore.failNextLoad(with: loadFailure) }
        let model = ContactBookModelController(store: environment.contactStore)
        let sut = ContactListViewModel(model: model, directory: environment.directory)
        for object in [sut, model, environment.contactStore, environment.directory] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        sut.viewDidLoad()
        return (sut, model, environment)
    }
}

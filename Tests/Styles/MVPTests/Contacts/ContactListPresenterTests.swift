import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import MVP

/// The contacts presenter with no view at all: a view spy records what it is told, over a
/// fake store and a directory stub that answers when a test says so.
@MainActor
@Suite("ContactListPresenter", .checkingForLeaks, .profilingEachCase)
struct ContactListPresenterTests {
    @Test("on load it shows the stored contacts: the rows, and the empty label hidden")
    func viewDidLoad() {
        let (sut, view, _) = makeSUT([Fixtures.contact(1, "Ann", "Lee")], load: false)

        sut.viewDidLoad()

        #expect(view.messages.unordered == [.reloadRows, .emptyMessage(isShown: false)])
    }

    @Test("the rows are the book in its order, each with the contact's id and full name")
    func rows() {
        let (sut, _, _) = makeSUT([
            Fixtures.contact(1, "zoe", "Adams"), Fixtures.contact(2, "Émile", "Zola"),
            Fixtures.contact(3, "Ana", "Cruz"),
        ])

        #expect(sut.numberOfRows == 3)
        #expect(
            (0..<3).map(sut.row(at:)) == [
                ContactRowDisplay(id: 3, nameText: "Ana Cruz"),
                ContactRowDisplay(id: 2, nameText: "Émile Zola"),
                ContactRowDisplay(id: 1, nameText: "zoe Adams"),
            ])
    }

    @Test("an empty book shows the empty label")
    func emptyBook() {
        let (sut, view, _) = makeSUT(load: false)

        sut.viewDidLoad()

        #expect(view.messages.unordered == [.reloadRows, .emptyMessage(isShown: true)])
        #expect(sut.numberOfRows == 0)
    }

    @Test(
        "unreadable contacts start empty and their alert waits for the first appearance, and comes once",
        arguments: [
            (
                StoreError.unreadable(keptAs: "contacts.unreadable-2.json"),
                "Your saved contacts could not be read and were kept in contacts.unreadable-2.json."
            ),
            (
                .unreadableNotKept(reason: "permission denied"),
                "Your saved contacts could not be read: permission denied."
            ),
        ])
    func loadFailure(error: StoreError, message: String) {
        let (sut, view, _) = makeSUT([Fixtures.contact(1, "Ann", "Lee")], loadFailure: error, load: false)

        sut.viewDidLoad()
        let toldBeforeAppearing = view.messages
        sut.viewDidAppear()
        sut.viewDidAppear()

        #expect(toldBeforeAppearing.unordered == [.reloadRows, .emptyMessage(isShown: true)])
        #expect(view.alerts == [notice("Could not load contacts", message)])
    }

    @Test("appearing after a good load shows no alert")
    func appearWithoutFailure() {
        let (sut, view, _) = makeSUT([Fixtures.contact(1, "Ann", "Lee")])

        sut.viewDidAppear()

        #expect(view.messages.isEmpty)
    }

    // MARK: Helpers

    /// The presenter over a fake store holding `contacts` and a directory stub, with a view spy.
    /// Unless `load` is false it has loaded as its screen makes it load, and the spy records only
    /// what comes after.
    func makeSUT(
        _ contacts: [Contact] = [], loadFailure: StoreError? = nil, load: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: ContactListPresenter, view: ContactListViewSpy, environment: TestEnvironment) {
        let environment = TestEnvironment(contacts: ContactBook(contacts: contacts))
        if let loadFailure { environment.contactStore.failNextLoad(with: loadFailure) }
        let view = ContactListViewSpy()
        let sut = ContactListPresenter(store: environment.contactStore, directory: environment.directory)
        sut.view = view
        for object in [sut, view, environment.contactStore, environment.directory] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        if load {
            sut.viewDidLoad()
            view.clear()
        }
        return (sut, view, environment)
    }
}

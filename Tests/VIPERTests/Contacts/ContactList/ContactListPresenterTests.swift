import Models
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("Contacts presenter", .checkingForLeaks)
struct ContactListPresenterTests {
    private let book = ContactBook(contacts: [Samples.contact(1, "Zoë", "Adams"), Samples.contact(2, "ana", "Béla")])

    @Test("on load it asks for the contacts")
    func viewDidLoad() {
        let (sut, view, interactor, router) = makeSUT()

        sut.viewDidLoad()

        #expect(interactor.messages == [.loadContacts])
        #expect(view.messages.isEmpty)
        #expect(router.messages.isEmpty)
    }

    @Test("loaded contacts are shown in list order by full name, with the placeholder picture")
    func displaysBook() {
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidLoad(book)

        #expect(view.messages == [.display(Self.display(["ana Béla", "Zoë Adams"]))])
    }

    @Test("an empty book shows the empty label")
    func displaysEmptyBook() {
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidLoad(ContactBook())

        #expect(view.messages == [.display(Self.display([]))])
    }

    @Test(
        "unreadable contacts start empty and their alert waits for the first appearance",
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
        let (sut, view, _, router) = makeSUT()

        sut.interactorDidFailToLoad(error)
        let routedBeforeAppearing = router.messages
        sut.viewDidAppear()
        sut.viewDidAppear()

        #expect(routedBeforeAppearing.isEmpty)
        #expect(view.messages == [.display(Self.display([]))])
        #expect(router.messages == [.showAlert(notice("Could not load contacts", message))])
    }

    @Test("Add opens New Contact with the presenter as its delegate")
    func add() {
        let (sut, _, _, router) = makeSUT()

        sut.addButtonTapped()

        #expect(router.messages == [.presentAddContact])
        #expect(router.addContactDelegate === sut)
    }

    @Test("a saved new contact is shown by inserting its row at its sorted place")
    func contactAdded() {
        let (sut, view, _, _) = makeSUT()
        let added = Samples.contact(3, "Bob", "Cole")
        let bookWithAdded = ContactBook(contacts: book.contacts + [added])

        sut.addContactModule(didAdd: added, to: bookWithAdded)

        #expect(view.messages == [.displayInserting(Self.display(["ana Béla", "Bob Cole", "Zoë Adams"]), row: 1)])
    }

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (ContactListPresenter, ContactListViewSpy, ContactListInteractorSpy, ContactListRouterSpy) {
        makeContactListPresenterSUT(sourceLocation: sourceLocation)
    }

    static func display(_ names: [String]) -> ContactListDisplay {
        ContactListDisplay(
            rows: names.map { ContactRowDisplay(name: $0, imageName: "contact-placeholder") },
            showsEmptyMessage: names.isEmpty)
    }
}

/// A presenter wired to spies, all of them checked for leaks; shared by both presenter suites.
@MainActor
func makeContactListPresenterSUT(
    sourceLocation: SourceLocation
) -> (ContactListPresenter, ContactListViewSpy, ContactListInteractorSpy, ContactListRouterSpy) {
    let view = ContactListViewSpy()
    let interactor = ContactListInteractorSpy()
    let router = ContactListRouterSpy()
    let sut = ContactListPresenter(interactor: interactor, router: router)
    sut.view = view
    for object in [sut, view, interactor, router] as [AnyObject] {
        trackForMemoryLeaks(object, sourceLocation: sourceLocation)
    }
    return (sut, view, interactor, router)
}

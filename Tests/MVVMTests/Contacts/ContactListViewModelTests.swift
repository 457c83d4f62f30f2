import Models
import TestSupport
import Testing

@testable import MVVM

@Suite(.checkingForLeaks)
@MainActor
struct ContactListViewModelTests {
    @Test("loading shows the contacts by full name folded for case and diacritics, then full name, then id")
    func loadShowsSortedRows() {
        let (sut, _, _) = makeContactListViewModel(
            ContactFixtures.book("zoe Adams", "Émile Zola", "Anna Smith", "anna Smith", "Anna Smith"))

        #expect(sut.rowNames == ["Anna Smith", "Anna Smith", "anna Smith", "Émile Zola", "zoe Adams"])
        #expect(sut.rows.value.rows.map(\.id) == [3, 5, 4, 2, 1])
        #expect(sut.rows.value.change == .reloaded)
        #expect(sut.rows.value.rows.first?.imageName == "contact-placeholder")
        #expect(sut.isEmptyLabelHidden.value == true)
    }

    @Test("an empty book shows the empty label")
    func emptyBook() {
        let (sut, _, _) = makeContactListViewModel()

        #expect(sut.rows.value.rows.isEmpty)
        #expect(sut.isEmptyLabelHidden.value == false)
    }

    @Test("unreadable stored contacts: the list starts empty and the alert names the kept file at the first appearance")
    func unreadableLoadAlert() {
        let (sut, _, _) = makeContactListViewModel(
            ContactFixtures.book("Ann Lee"), loadFailure: .unreadable(keptAs: "contacts.unreadable-2.json"))
        #expect(sut.rows.value.rows.isEmpty)
        #expect(sut.alert.value == nil)

        sut.viewDidAppear()

        #expect(
            sut.alert.value?.summary
                == .notice(
                    "Could not load contacts",
                    "Your saved contacts could not be read and were kept in contacts.unreadable-2.json."))
    }

    @Test("another load failure: the alert gives the reason, once")
    func otherLoadFailureAlert() throws {
        let (sut, _, _) = makeContactListViewModel(loadFailure: .unreadableNotKept(reason: "permission denied"))
        let alerts = History(sut.alert)

        sut.viewDidAppear()
        #expect(
            sut.alert.value?.summary
                == .notice("Could not load contacts", "Your saved contacts could not be read: permission denied."))
        try sut.alert.choose("OK")
        sut.viewDidAppear()

        #expect(alerts.values.map(\.?.title) == [nil, "Could not load contacts", nil])
    }

    @Test("a successful load shows no alert on appearing")
    func noAlertAfterGoodLoad() {
        let (sut, _, _) = makeContactListViewModel()

        sut.viewDidAppear()

        #expect(sut.alert.value == nil)
    }

    @Test("\"Add\" asks to show New Contact, naming this view model as its delegate")
    func addShowsNewContact() {
        let (sut, _, _) = makeContactListViewModel()
        var delegates: [ObjectIdentifier] = []
        sut.showNewContact = { delegates.append(ObjectIdentifier($0)) }

        sut.addButtonTapped()

        #expect(delegates == [ObjectIdentifier(sut)])
    }

    @Test("New Contact reads the book as it is now")
    func contactBookIsCurrent() {
        let book = ContactFixtures.book("Ann Lee")
        let (sut, _, _) = makeContactListViewModel(book)

        #expect(sut.contactBook == book)
    }

    @Test("a contact saved by New Contact is inserted as one row at its sorted index")
    func savedContactIsInserted() throws {
        let (sut, _, _) = makeContactListViewModel(ContactFixtures.book("Ann Lee", "Zed Young"))
        let rows = History(sut.rows)
        let emptyHidden = History(sut.isEmptyLabelHidden)
        let name = try ContactName.validate(firstName: "Mia", lastName: "Ng").get()
        let (book, contact) = sut.contactBook.adding(name)

        sut.addContactViewModel(
            AddContactViewModel(store: InMemoryStore(), delegate: sut), didSave: book, adding: contact)

        #expect(rows.values.map(\.change) == [.reloaded, .inserted(at: 1)])
        #expect(sut.rowNames == ["Ann Lee", "Mia Ng", "Zed Young"])
        #expect(sut.contactBook == book)
        #expect(emptyHidden.values == [true, true])
    }

    @Test("the first contact saved into an empty list hides the empty label")
    func firstContactHidesEmptyLabel() throws {
        let (sut, _, _) = makeContactListViewModel()
        let name = try ContactName.validate(firstName: "Mia", lastName: "Ng").get()
        let (book, contact) = sut.contactBook.adding(name)

        sut.addContactViewModel(
            AddContactViewModel(store: InMemoryStore(), delegate: sut), didSave: book, adding: contact)

        #expect(sut.rows.value.change == .inserted(at: 0))
        #expect(sut.isEmptyLabelHidden.value == true)
    }
}

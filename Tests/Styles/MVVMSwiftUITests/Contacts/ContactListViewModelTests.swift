import CaseProfiles
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMSwiftUI

/// The Contacts view model without any view, on the model controller New Contact shares.
@Suite("ContactListViewModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactListViewModelTests {
    typealias Alert = AlertViewModel<ContactListAlertChoice>

    @Test("the stored contacts are the rows, sorted by full name, and hide the empty label")
    func loadShowsRows() {
        let (sut, _, _) = makeSUT([Fixtures.contact(1, "Zed", "Young"), Fixtures.contact(2, "Ann", "Lee")])

        #expect(sut.rows.map(\.nameText) == ["Ann Lee", "Zed Young"])
        #expect(sut.rows.map(\.id) == [2, 1])
        #expect(sut.isEmptyLabelHidden)
    }

    @Test("an empty book shows the empty label, Import enabled and nothing loading")
    func emptyBook() {
        let (sut, _, _) = makeSUT()

        #expect(sut.rows.isEmpty)
        #expect(sut.isEmptyLabelHidden == false)
        #expect(sut.isImportEnabled)
        #expect(sut.isLoading == false)
    }

    @Test("unreadable stored contacts: the book starts empty and the alert names the kept file at the first appearance")
    func unreadableLoadAlert() {
        let (sut, _, _) = makeSUT(
            [Fixtures.contact(1, "Ann", "Lee")], loadFailure: .unreadable(keptAs: "contacts.unreadable-1.json"))
        let alertBefore = sut.alert

        sut.onAppear()

        #expect(alertBefore == nil)
        #expect(sut.rows.isEmpty)
        #expect(
            sut.alert
                == Alert(
                    title: "Could not load contacts",
                    message: "Your saved contacts could not be read and were kept in contacts.unreadable-1.json.",
                    buttons: [.init(title: "OK")]))
    }

    @Test("the load alert shows once: once closed, a later appearance does not bring it back")
    func loadAlertOnce() {
        let (sut, _, _) = makeSUT(loadFailure: .unreadableNotKept(reason: "permission denied"))
        sut.onAppear()
        let firstMessage = sut.alert?.message

        sut.alertDismissed()
        sut.onAppear()

        #expect(firstMessage == "Your saved contacts could not be read: permission denied.")
        #expect(sut.alert == nil)
    }

    // MARK: Helpers

    func makeSUT(
        _ contacts: [Contact] = [], loadFailure: StoreError? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: ContactListViewModel, store: InMemoryStore<ContactBook>, directory: EmployeeDirectoryStub) {
        let store = InMemoryStore(ContactBook(contacts: contacts))
        if let loadFailure { store.failNextLoad(with: loadFailure) }
        let directory = EmployeeDirectoryStub()
        let sut = ContactListViewModel(model: ContactBookModelController(store: store), directory: directory)
        for object in [sut, store, directory] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, store, directory)
    }
}

import CaseProfiles
import Models
import TestSupport
import Testing

@testable import TEA

/// The Contacts view function, New Contact's part included: a state in, and the whole screen it
/// describes compared with a literal.
@Suite("ContactListView", .checkingForLeaks, .profilingEachCase)
@MainActor
struct ContactListViewTests {
    @Test("an empty book: the empty label shows, no rows, Import enabled, nothing loading, no alert, no form")
    func empty() {
        #expect(
            ContactListView.of(ContactListState())
                == ContactListView(
                    rows: [], emptyLabelIsHidden: false, importButtonIsEnabled: true, isLoading: false,
                    alert: nil, addContact: nil))
    }

    @Test("rows are the book's contacts in list order, each with its full name")
    func rows() {
        let state = ContactListState(
            book: ContactBook(contacts: [Fixtures.contact(1, "Zed", "Young"), Fixtures.contact(2, "Ann", "Lee")]))

        #expect(
            ContactListView.of(state)
                == ContactListView(
                    rows: [ContactRowView(id: 2, nameText: "Ann Lee"), ContactRowView(id: 1, nameText: "Zed Young")],
                    emptyLabelIsHidden: true, importButtonIsEnabled: true, isLoading: false, alert: nil,
                    addContact: nil))
    }

    @Test("while an import is pending, Import is disabled and the indicator shows")
    func importing() {
        #expect(
            ContactListView.of(ContactListState(isImporting: true))
                == ContactListView(
                    rows: [], emptyLabelIsHidden: false, importButtonIsEnabled: false, isLoading: true, alert: nil,
                    addContact: nil))
    }

    @Test("the state's alert is the screen's alert")
    func alert() {
        let alert = AlertState<ContactListMessage>(
            title: "Import finished", message: "Added 1 contact, skipped 0.",
            buttons: [.init(title: "OK", choice: .alertDismissed)])

        #expect(
            ContactListView.of(ContactListState(alert: alert))
                == ContactListView(
                    rows: [], emptyLabelIsHidden: false, importButtonIsEnabled: true, isLoading: false, alert: alert,
                    addContact: nil))
    }

    @Test("a form in the state is New Contact presented, showing the names as typed and the form's alert")
    func addContact() {
        let alert = AlertState<AddContactMessage>(
            title: "Error", message: "A contact must have first and last names",
            buttons: [.init(title: "Ok", choice: .alertDismissed)])
        let state = ContactListState(addContact: AddContactState(firstName: " Mia", lastName: "", alert: alert))

        #expect(
            ContactListView.of(state)
                == ContactListView(
                    rows: [], emptyLabelIsHidden: false, importButtonIsEnabled: true, isLoading: false, alert: nil,
                    addContact: AddContactView(
                        firstNameText: " Mia", lastNameText: "", isModalInPresentation: true, alert: alert)))
    }
}

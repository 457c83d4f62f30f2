import Models
import TestSupport
import Testing

@testable import TEA

extension ContactListViewTests {
    @Test(
        "New Contact is modal in presentation once either name has text after trimming",
        arguments: [("Ada", "", true), ("", " Lovelace", true), ("", "", false), ("  ", "\n\t", false)])
    func modalInPresentation(firstName: String, lastName: String, isModal: Bool) {
        let state = ContactListState(addContact: AddContactState(firstName: firstName, lastName: lastName))

        #expect(
            ContactListView.of(state)
                == ContactListView(
                    rows: [], emptyLabelIsHidden: false, importButtonIsEnabled: true, isLoading: false, alert: nil,
                    addContact: AddContactView(
                        firstNameText: firstName, lastNameText: lastName, isModalInPresentation: isModal,
                        alert: nil)))
    }
}

import Models

/// What the Contacts screen shows, as one value, New Contact included: made by the view function
/// `of(_:)` from the state alone, and applied by the view controller, which decides nothing.
struct ContactListView: Equatable {
    let rows: [ContactRowView]
    let emptyLabelIsHidden: Bool
    let importButtonIsEnabled: Bool
    let isLoading: Bool
    let alert: AlertState<ContactListMessage>?
    /// New Contact, presented while this is not nil.
    let addContact: AddContactView?
}

extension ContactListView {
    /// The view function: the Contacts screen for `state`.
    static func of(_ state: ContactListState) -> ContactListView {
        ContactListView(
            rows: state.book.sortedContacts.map { ContactRowView(id: $0.id, nameText: $0.fullName) },
            emptyLabelIsHidden: !state.book.contacts.isEmpty,
            importButtonIsEnabled: !state.isImporting,
            isLoading: state.isImporting,
            alert: state.alert,
            addContact: state.addContact.map(AddContactView.of))
    }
}

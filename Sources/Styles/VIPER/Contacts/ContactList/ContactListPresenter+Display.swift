// How the contacts list looks: one row per contact, with its full name.
extension ContactListPresenter {
    static func display(of contacts: [ContactListItem]) -> ContactListDisplay {
        ContactListDisplay(
            rows: contacts.map { ContactRowDisplay(id: $0.id, nameText: $0.fullName) },
            showsEmptyMessage: contacts.isEmpty)
    }
}

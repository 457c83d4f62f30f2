// How the contacts list looks: one row per contact, with the placeholder picture.
extension ContactListPresenter {
    static func display(contactCount: Int) -> ContactListDisplay {
        ContactListDisplay(rowCount: contactCount, showsEmptyMessage: contactCount == 0)
    }

    static func row(for contact: ContactListItem) -> ContactRowDisplay {
        ContactRowDisplay(id: contact.id, name: contact.fullName, imageName: "contact-placeholder")
    }
}

import Models

/// One row of the contacts list, ready to show. The name is made when it is read: a List reads every
/// row's id after each change, and only the rows on screen for the rest.
struct ContactRowViewModel: Equatable, Identifiable {
    private let contact: Contact

    init(contact: Contact) {
        self.contact = contact
    }

    var id: Int { contact.id }
    var nameText: String { contact.fullName }
}

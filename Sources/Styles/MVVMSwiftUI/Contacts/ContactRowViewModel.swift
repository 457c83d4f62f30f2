import Models

/// One row of the contacts list, ready to show.
struct ContactRowViewModel: Equatable, Identifiable {
    let id: Int
    let nameText: String

    init(contact: Contact) {
        id = contact.id
        nameText = contact.fullName
    }
}

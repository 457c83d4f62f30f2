import Models

extension ContactListViewModel {
    /// The rows of the list, each row view model made when it is read. A list reads only the rows it
    /// shows, so a change to a long book costs the rows on screen, not one row view model per contact.
    /// Equatable, so that a List given the same rows again knows it without reading every row's id.
    struct Rows: RandomAccessCollection, Equatable {
        /// The contacts in the order the list shows them.
        private let contacts: [Contact]

        init(contacts: [Contact]) {
            self.contacts = contacts
        }

        var startIndex: Int { contacts.startIndex }
        var endIndex: Int { contacts.endIndex }

        subscript(position: Int) -> ContactRowViewModel {
            ContactRowViewModel(contact: contacts[position])
        }
    }
}

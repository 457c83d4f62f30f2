import Models

extension ContactListViewModel {
    /// The rows on screen, each row view model made when it is read, and how they last changed, so
    /// that the view inserts a single new row where it belongs and reloads the table for anything
    /// else. A table reads only the rows it shows, so a change to a long list costs the rows on
    /// screen, not one row view model per contact.
    struct Rows: RandomAccessCollection {
        enum Change: Equatable {
            case reloaded
            case inserted(at: Int)
        }

        let change: Change
        /// The contacts in the order the list shows them.
        private let contacts: [Contact]

        init(contacts: [Contact], change: Change) {
            self.contacts = contacts
            self.change = change
        }

        static let empty = Rows(contacts: [], change: .reloaded)

        var startIndex: Int { contacts.startIndex }
        var endIndex: Int { contacts.endIndex }

        subscript(position: Int) -> ContactRowViewModel {
            ContactRowViewModel(contact: contacts[position])
        }
    }
}

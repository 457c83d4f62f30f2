import Models

extension ContactListViewModel {
    /// The rows on screen and how they last changed, so that the view inserts a single new row
    /// where it belongs and reloads the table for anything else. Each row is made when it is read:
    /// the table reads only the rows it puts on screen.
    struct Rows: RandomAccessCollection {
        enum Change: Equatable {
            case reloaded
            case inserted(at: Int)
        }

        let change: Change
        private let contacts: [Contact]

        /// `contacts` in the order the screen shows them.
        init(contacts: [Contact], change: Change) {
            self.contacts = contacts
            self.change = change
        }

        static let empty = Rows(contacts: [], change: .reloaded)

        var startIndex: Int { 0 }
        var endIndex: Int { contacts.count }

        subscript(position: Int) -> ContactRowViewModel {
            ContactRowViewModel(contact: contacts[position])
        }
    }
}

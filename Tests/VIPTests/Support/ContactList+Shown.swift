@testable import VIP

extension ContactList.DisplayedList {
    /// The rows, made, to compare whole with the rows a test expects.
    var shownContacts: [ContactList.DisplayedContact] {
        Array(contacts)
    }

    /// A list of rows written out, as a presenter would hand it over.
    init(_ rows: [ContactList.DisplayedContact]) {
        self.init(contacts: rows.indices.lazy.map { rows[$0] }, showsEmptyMessage: rows.isEmpty)
    }
}

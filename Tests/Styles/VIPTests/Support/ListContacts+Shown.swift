@testable import VIP

extension ListContacts.DisplayedList {
    /// The rows, made, to compare whole with the rows a test expects.
    var shownContacts: [ListContacts.DisplayedContact] {
        Array(contacts)
    }

    /// A list of rows written out, as a presenter would hand it over.
    init(_ rows: [ListContacts.DisplayedContact]) {
        self.init(contacts: rows.indices.lazy.map { rows[$0] }, showsEmptyMessage: rows.isEmpty)
    }
}

extension ContactListViewModel {
    /// The rows on screen and how they last changed, so that the view inserts a single new row
    /// where it belongs and reloads the table for anything else.
    struct Rows: Equatable {
        enum Change: Equatable {
            case reloaded
            case inserted(at: Int)
        }

        let rows: [ContactRowViewModel]
        let change: Change

        static let empty = Rows(rows: [], change: .reloaded)
    }
}

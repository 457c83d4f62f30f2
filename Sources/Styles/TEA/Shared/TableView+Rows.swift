import Foundation
import HeadlessUI

extension TableView {
    /// Tells the table how its rows went from `old` to `new`, the rows its data source now answers
    /// with: one row more with every other row unchanged is inserted at its index, as the table
    /// animates it; any other change reloads, and no change touches nothing. `old` is nil before the
    /// first rows, which always load.
    func showRows<Row: Equatable>(_ new: [Row], replacing old: [Row]?) {
        guard let old else { return reloadData() }
        guard new != old else { return }
        if let row = Self.insertedIndex(of: old, in: new) {
            insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        } else {
            reloadData()
        }
    }

    /// Where `new` holds `old` with one row inserted, that row's index.
    private static func insertedIndex<Row: Equatable>(of old: [Row], in new: [Row]) -> Int? {
        guard new.count == old.count + 1 else { return nil }
        let index = zip(old, new).prefix { $0 == $1 }.count
        return new[(index + 1)...].elementsEqual(old[index...]) ? index : nil
    }
}

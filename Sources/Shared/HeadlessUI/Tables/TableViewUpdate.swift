import Foundation

/// One change a table was asked to make, recorded so a test can tell an insertion from a reload.
public enum TableViewUpdate: Equatable, Sendable {
    case reloadData
    case insertRows([IndexPath])
    case deleteRows([IndexPath])
    case reloadRows([IndexPath])
    case moveRow(from: IndexPath, to: IndexPath)
}

import Foundation

/// A list of rows, like UITableView: rows come from a data source, cells are dequeued and reused,
/// and row changes are either a full reload or an insertion, deletion or reload of given rows.
///
/// There is no scrolling, so every row is on screen. The table fills itself on first use, as
/// UIKit does at its first layout; after that it shows what it was last told, and only the
/// updates the app asks for change it. Every update is recorded in `updates`, and a request that
/// does not match the data source, which UIKit answers with an exception, is recorded in
/// `inconsistencies`.
@MainActor
open class TableView: View {
    public enum RowAnimation: Sendable {
        case automatic
        case fade
        case left
        case right
        case none
    }

    public weak var dataSource: (any TableViewDataSource)?
    public weak var delegate: (any TableViewDelegate)?
    public internal(set) var updates: [TableViewUpdate] = []
    public internal(set) var inconsistencies: [String] = []
    /// How many cells were ever created, to tell reuse from creation.
    public private(set) var createdCellCount = 0

    private var registrations: [String: TableViewCell.Type] = [:]
    var reusePool: [String: [TableViewCell]] = [:]
    var rows: [[TableViewCell]] = []
    var hasLoaded = false

    public override init() {}

    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell from the reuse pool, prepared for reuse, or a new one of the registered class.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        createdCellCount += 1
        guard let cellClass = registrations[identifier] else {
            inconsistencies.append("no cell class registered for reuse identifier \"\(identifier)\"")
            return TableViewCell(reuseIdentifier: identifier)
        }
        return cellClass.init(reuseIdentifier: identifier)
    }

    // MARK: Reading

    public var numberOfSections: Int {
        loadIfNeeded()
        return rows.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return rows.indices.contains(section) ? rows[section].count : 0
    }

    /// The cell on screen for `indexPath`, nil when there is no such row.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        loadIfNeeded()
        guard rows.indices.contains(indexPath.section), rows[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return rows[indexPath.section][indexPath.row]
    }

    /// Every cell on screen, section by section.
    public var visibleCells: [TableViewCell] {
        loadIfNeeded()
        return rows.flatMap { $0 }
    }

    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        for (section, cells) in rows.enumerated() {
            if let row = cells.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }
}

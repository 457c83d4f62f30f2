import Foundation

/// A list of rows, like UITableView: rows come from a data source, cells are dequeued and reused,
/// and row changes are either a full reload or an insertion, deletion or reload of given rows.
///
/// Like UIKit, it has cells only for the rows on screen: `height` divided by `rowHeight` rows from
/// the scroll position down. A reload or an update configures those rows and no others, so a list
/// of 10,000 rows costs what a screenful does; `scrollToRow(at:at:animated:)` brings any row on
/// screen, as a user who scrolls would. The table fills itself on first use, as UIKit does at its
/// first layout; after that it shows what it was last told, and only the updates the app asks for
/// change it. Every update is recorded in `updates`, and a request that does not match the data
/// source, which UIKit answers with an exception, is recorded in `inconsistencies`.
@MainActor
open class TableView: View {
    public enum RowAnimation: Sendable {
        case automatic
        case fade
        case left
        case right
        case none
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row, like UITableView.ScrollPosition.
    public enum ScrollPosition: Sendable {
        /// As little scrolling as shows the row; none when it is on screen.
        case none
        case top
        case middle
        case bottom
    }

    public weak var dataSource: (any TableViewDataSource)?
    public weak var delegate: (any TableViewDelegate)?
    public internal(set) var updates: [TableViewUpdate] = []
    public internal(set) var inconsistencies: [String] = []
    /// The row whose swipe buttons stay revealed because the action tapped on it has not called its
    /// completion handler yet. While a row is open, the table refuses to swipe another, as UIKit does.
    public internal(set) var rowShowingSwipeActions: IndexPath?
    /// Tells a late completion of an earlier swipe from the current one.
    var swipeCount = 0
    /// How many cells were ever created, to tell reuse from creation.
    public private(set) var createdCellCount = 0
    /// UIKit's default row height, in points.
    public var rowHeight = 44.0
    /// The height the table has on screen: a phone's screen less its bars, in points.
    public var height = 660.0

    private var registrations: [String: TableViewCell.Type] = [:]
    var reusePool: [String: [TableViewCell]] = [:]
    /// The number of rows of each section, as the table was last told.
    var rowCounts: [Int] = []
    /// The position, counted over all sections, of the top row on screen.
    var firstVisibleRow = 0
    /// The cells on screen, top to bottom, with their index paths.
    var onScreen: [(indexPath: IndexPath, cell: TableViewCell)] = []
    var hasLoaded = false

    public override init() {}

    /// Registers the class of the cells dequeued with `identifier`. UIKit raises an exception for an
    /// empty identifier; here it is recorded in `inconsistencies` and nothing is registered.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        guard !identifier.isEmpty else {
            inconsistencies.append("\(cellClass) was registered with an empty reuse identifier, which UIKit refuses")
            return
        }
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
            inconsistencies.append(
                "no cell class registered for reuse identifier \"\(identifier)\": UIKit raises an exception here")
            return TableViewCell(reuseIdentifier: identifier)
        }
        return cellClass.init(reuseIdentifier: identifier)
    }

    // MARK: Reading

    public var numberOfSections: Int {
        loadIfNeeded()
        return rowCounts.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// The cell on screen for `indexPath`; nil when the row is not on screen or does not exist.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        loadIfNeeded()
        return onScreen.first { $0.indexPath == indexPath }?.cell
    }

    /// Every cell on screen, top to bottom.
    public var visibleCells: [TableViewCell] {
        loadIfNeeded()
        return onScreen.map(\.cell)
    }

    /// The index paths of the rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] {
        loadIfNeeded()
        return onScreen.map(\.indexPath)
    }

    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        onScreen.first { $0.cell === cell }?.indexPath
    }
}

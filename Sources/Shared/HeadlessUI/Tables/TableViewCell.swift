/// A row of a table, like UITableViewCell: subclasses add their views to `contentView`, and a
/// reused cell is told so through `prepareForReuse()` before it shows another row.
@MainActor
open class TableViewCell: View {
    public let reuseIdentifier: String?
    public let contentView = View()

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(contentView)
    }

    open func prepareForReuse() {}
}

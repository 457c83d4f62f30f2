import HeadlessUI

/// A cell with one label that counts how often it was prepared for reuse.
@MainActor
final class LabelCellSpy: TableViewCell {
    let nameLabel = Label(identifier: "row.name")
    private(set) var prepareForReuseCount = 0

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
        nameLabel.text = nil
    }
}

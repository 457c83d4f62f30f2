import HeadlessUI

/// A contact row: the picture its view model names beside the full name.
final class ContactCell: TableViewCell {
    static let reuseIdentifier = "ContactCell"

    private let nameLabel = Label(identifier: "contacts.row.name")
    private let pictureView = ImageView()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        pictureView.accessibilityIdentifier = "contacts.row.image"
        contentView.addSubview(pictureView)
        contentView.addSubview(nameLabel)
    }

    func configure(with row: ContactRowViewModel) {
        nameLabel.text = row.nameText
        pictureView.image = Image(named: row.imageName)
    }
}

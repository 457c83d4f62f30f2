import HeadlessUI

/// A contact row: the full name and the placeholder picture its view model names.
final class ContactCell: TableViewCell {
    static let reuseIdentifier = "ContactCell"

    private let nameLabel = Label(identifier: "contacts.row.name")
    private let photoView = ImageView()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        photoView.accessibilityIdentifier = "contacts.row.image"
        contentView.addSubview(photoView)
        contentView.addSubview(nameLabel)
    }

    func configure(with row: ContactRowViewModel) {
        nameLabel.text = row.nameText
        photoView.image = Image(named: row.imageName)
    }
}

import HeadlessUI

/// A contact row: the placeholder picture, set once, beside the full name its row view model gives.
final class ContactCell: TableViewCell {
    static let reuseIdentifier = "ContactCell"

    private let pictureView = ImageView(image: Image(named: "contact-placeholder"))
    private let nameLabel = Label(identifier: "contacts.row.name")

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        pictureView.accessibilityIdentifier = "contacts.row.image"
        contentView.addSubview(pictureView)
        contentView.addSubview(nameLabel)
    }

    func configure(with row: ContactRowViewModel) {
        nameLabel.text = row.nameText
    }
}

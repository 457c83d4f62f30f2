import HeadlessUI

/// One contact row: the placeholder picture, the same for every contact, beside the full name.
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

    func configure(with row: ContactRowDisplay) {
        nameLabel.text = row.nameText
    }
}

import HeadlessUI

/// One row of the Contacts list: a placeholder picture beside the name the row gives.
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

    func configure(with row: ContactRowView) {
        nameLabel.text = row.nameText
    }
}

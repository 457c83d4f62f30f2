import HeadlessUI
import Models

/// One row of the Contacts list: the full name beside a placeholder picture.
final class ContactCell: TableViewCell {
    static let reuseIdentifier = "ContactCell"

    private let nameLabel = Label(identifier: "contacts.row.name")
    private let pictureView = ImageView(image: Image(named: "contact-placeholder"))

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        pictureView.accessibilityIdentifier = "contacts.row.image"
        contentView.addSubview(nameLabel)
        contentView.addSubview(pictureView)
    }

    func configure(with contact: Contact) {
        nameLabel.text = contact.fullName
    }
}

import HeadlessUI

/// One contact row: the picture the view model names beside the full name.
final class ContactCell: TableViewCell {
    static let reuseIdentifier = "ContactCell"

    private let pictureView = ImageView()
    private let nameLabel = Label(identifier: "contacts.row.name")

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        pictureView.accessibilityIdentifier = "contacts.row.image"
        contentView.addSubview(pictureView)
        contentView.addSubview(nameLabel)
    }

    func configure(with contact: ContactList.DisplayedContact) {
        nameLabel.text = contact.name
        pictureView.image = Image(named: contact.imageName)
    }
}

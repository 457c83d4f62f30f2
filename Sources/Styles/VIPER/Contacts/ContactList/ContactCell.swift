import HeadlessUI

/// One contact row: the placeholder picture beside the full name the presenter prepared.
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

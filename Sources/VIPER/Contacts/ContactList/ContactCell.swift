import HeadlessUI

/// One contact row: the full name beside a placeholder picture.
@MainActor
final class ContactCell: TableViewCell {
    static let reuseIdentifier = "ContactCell"

    let nameLabel = Label(identifier: "contacts.row.name")
    let pictureView = ImageView()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        pictureView.accessibilityIdentifier = "contacts.row.image"
        contentView.addSubview(pictureView)
        contentView.addSubview(nameLabel)
    }

    func show(_ row: ContactRowDisplay) {
        nameLabel.text = row.name
        pictureView.image = Image(named: row.imageName)
    }
}

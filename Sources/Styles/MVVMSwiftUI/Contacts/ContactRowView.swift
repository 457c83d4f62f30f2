import HeadlessSwiftUI

/// One row of the Contacts list: the placeholder picture, the same for every contact, beside the
/// full name its row view model gives.
struct ContactRowView: View {
    let row: ContactRowViewModel

    var body: some View {
        HStack {
            Image("contact-placeholder").accessibilityIdentifier("contacts.row.image")
            Text(row.nameText).accessibilityIdentifier("contacts.row.name")
        }
    }
}

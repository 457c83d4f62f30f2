import HeadlessSwiftUI
import Models

/// One row of the Contacts list: the placeholder picture, the same for every contact, beside the
/// full name.
struct ContactRowView: View {
    let contact: Contact

    var body: some View {
        HStack {
            Image("contact-placeholder").accessibilityIdentifier("contacts.row.image")
            Text(contact.fullName).accessibilityIdentifier("contacts.row.name")
        }
    }
}

import TestAids

/// The Contact screen of the request, with the exact texts and identifiers its README gives.
enum ContactDetailsScreen {
    static let title = "Contact"
    static let name = "contactDetails.name"
    static let deleteButton = "contactDetails.deleteButton"

    /// The question "Delete" asks about the contact named `fullName`.
    static func deleteQuestion(_ fullName: String) -> AlertSnapshot {
        AlertSnapshot(
            title: "Delete contact", message: "You want to delete contact:\n\n\(fullName)\n\nAre you sure?",
            buttons: [.cancel("Cancel"), .destructive("Delete")])
    }
}

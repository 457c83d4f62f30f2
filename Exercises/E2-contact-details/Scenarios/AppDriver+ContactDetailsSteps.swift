import Harness

// What a user does with a contact's details, in the words of the request's README.
extension AppDriver {
    /// Taps contact row `row` (0 is the top) of the Contacts screen on display.
    func openContact(row: Int) throws {
        try tapRow(row, in: Identifier.Contacts.list)
    }

    /// Opens contact row `row`, taps "Delete" and confirms with "Delete".
    func deleteContact(row: Int) throws {
        try openContact(row: row)
        try tap(ContactDetailsScreen.deleteButton)
        try chooseAlertAction("Delete")
    }

    /// Fails unless the Contact screen is on display for `fullName`, with its "Delete" and back buttons.
    func expectContactDetails(_ fullName: String) throws {
        try expectEqual(title, ContactDetailsScreen.title, "screen title")
        try expectText(ContactDetailsScreen.name, fullName)
        try expectText(ContactDetailsScreen.deleteButton, "Delete")
        try expectEnabled(ContactDetailsScreen.deleteButton)
        try expect(canGoBack, "the Contact screen should have a back button")
    }

    /// Fails unless the Contacts list is on display again, with no screen pushed on it.
    func expectBackOnContacts() throws {
        try expectEqual(title, "Contacts", "screen title")
        try expect(!canGoBack, "the Contact screen should be gone")
    }

    /// The ids the contact store holds, in the order the contacts were added.
    var savedContactIDs: [Int]? {
        environment.contactFake?.document.contacts.map(\.id)
    }
}

import Harness

// What a user sees of New Contact once "Add" pushes it, in the words of the request's README.
extension AppDriver {
    /// The Contacts tab's stack with New Contact pushed on it.
    static let stackWithNewContact = ["Contacts", "New Contact"]

    /// Fails unless New Contact is on top of the Contacts tab's own navigation stack with these texts:
    /// pushed, not presented, with "Cancel" in the back button's place.
    func expectNewContactPushed(_ firstName: String, _ lastName: String) throws {
        try expectNewContact(firstName, lastName)
        try expect(!isShowingModalScreen, "New Contact should be pushed, not presented modally")
        try expectEqual(selectedTabTitle, "Contacts", "selected tab")
        try expectEqual(navigationStackTitles, Self.stackWithNewContact, "screens of the Contacts stack")
        try expect(!canGoBack, "\"Cancel\" should stand in the back button's place, with no back button")
    }

    /// Fails unless the Contacts list is on display again, at the root of its stack, with nothing presented.
    func expectPoppedToContacts() throws {
        try expectEqual(title, "Contacts", "screen title")
        try expectEqual(navigationStackTitles, ["Contacts"], "screens of the Contacts stack")
        try expect(!isShowingModalScreen, "nothing should be presented over the list")
    }
}

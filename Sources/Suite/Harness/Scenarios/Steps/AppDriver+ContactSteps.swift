import Models

// What a user does on the Contacts and New Contact screens, shared by the scenarios.
extension AppDriver {
    /// Shows the Contacts tab.
    public func showContacts() throws {
        try selectTab("Contacts")
    }

    /// Shows the Contacts tab and taps its "Add" button.
    public func openNewContact() throws {
        try showContacts()
        try tap(Identifier.Contacts.addButton)
    }

    /// Types the names into the New Contact fields.
    public func fillNewContact(_ firstName: String, _ lastName: String) throws {
        try type(firstName, into: Identifier.NewContact.firstName)
        try type(lastName, into: Identifier.NewContact.lastName)
    }

    /// Adds a contact through the New Contact screen and taps "Done".
    public func addContact(_ firstName: String, _ lastName: String) throws {
        try openNewContact()
        try fillNewContact(firstName, lastName)
        try tap(Identifier.NewContact.done)
    }

    /// The full names in the contact list, top to bottom.
    public func contactNames() throws -> [String] {
        try column(Identifier.Contacts.rowName, in: Identifier.Contacts.list)
    }

    /// Fails unless the contact list shows `names`, top to bottom, and the empty label agrees.
    public func expectContacts(_ names: [String]) throws {
        try expectColumn(Identifier.Contacts.rowName, in: Identifier.Contacts.list, names)
        if names.isEmpty {
            try expectShown(Identifier.Contacts.empty)
            try expectText(Identifier.Contacts.empty, "No contacts")
        } else {
            try expectHidden(Identifier.Contacts.empty)
        }
    }

    /// Fails unless the New Contact screen is up with the given texts.
    public func expectNewContact(_ firstName: String, _ lastName: String) throws {
        try expectEqual(title, "New Contact", "screen title")
        try expectText(Identifier.NewContact.firstName, firstName)
        try expectText(Identifier.NewContact.lastName, lastName)
    }

    /// Taps "Import" on the Contacts tab; the directory keeps the request until the scenario answers.
    public func tapImport() throws {
        try showContacts()
        try tap(Identifier.Contacts.importButton)
    }

    /// Taps "Import" and lets the directory answer with employees of these names.
    public func importContacts(_ names: [String]) throws {
        try tapImport()
        environment.directory.succeed(with: Employees.named(names))
    }

    /// Fails unless the import is idle: indicator hidden and "Import" enabled.
    public func expectImportIdle() throws {
        try expectHidden(Identifier.Contacts.loading)
        try expectEnabled(Identifier.Contacts.importButton)
    }
}

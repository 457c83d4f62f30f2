import Foundation
import HeadlessUI
import Models

extension Scenario {
    static let newContactScenarios: [Scenario] = [
        Scenario(
            "C09", "\"Add\" presents \"New Contact\" modally, first name focused, \"Cancel\" left and \"Done\" right"
        ) {
            app in
            try app.openNewContact()
            try app.expect(app.isShowingModalScreen, "New Contact should be presented modally")
            try app.expectNewContact("", "")
            try app.expectEqual(try app.placeholder(of: Identifier.NewContact.firstName), "First name", "placeholder")
            try app.expectEqual(try app.placeholder(of: Identifier.NewContact.lastName), "Last name", "placeholder")
            try app.expect(try app.isFocused(Identifier.NewContact.firstName), "the first name should have the focus")
            try app.expectEqual(try app.barButtonTitle(Identifier.NewContact.cancel), "Cancel", "left bar button")
            try app.expectEqual(try app.barButtonTitle(Identifier.NewContact.done), "Done", "right bar button")
            try app.expectNoAlert()
        },
        Scenario("C10", "\"Cancel\" dismisses New Contact and saves nothing, even with names typed") { app in
            try app.openNewContact()
            try app.fillNewContact("Never", "Saved")
            try app.tap(Identifier.NewContact.cancel)
            try app.expect(!app.isShowingModalScreen, "New Contact should be dismissed")
            try app.expectEqual(app.title, "Contacts", "screen title")
            try app.expectContacts([])
            try app.expectEqual(app.environment.contactFake?.saveCount, 0, "saves")
        },
        Scenario("C11", "\"Done\" without a first name shows \"Error\"; \"Ok\" keeps the screen and its text") { app in
            try app.openNewContact()
            try app.fillNewContact("", "Lonely")
            try app.tap(Identifier.NewContact.done)
            try app.expectAlert(SpecAlert.missingContactName)
            try app.chooseAlertAction("Ok")
            try app.expectNewContact("", "Lonely")
            try app.expectEqual(app.environment.contactFake?.saveCount, 0, "saves")
        },
        Scenario("C12", "\"Done\" with a last name of only spaces shows \"Error\" and keeps the text") { app in
            try app.openNewContact()
            try app.fillNewContact("Ada", "   ")
            try app.tap(Identifier.NewContact.done)
            try app.expectAlert(SpecAlert.missingContactName)
            try app.chooseAlertAction("Ok")
            try app.expectNewContact("Ada", "   ")
        },
        Scenario("C13", "\"Done\" with both names empty shows \"Error\"") { app in
            try app.openNewContact()
            try app.tap(Identifier.NewContact.done)
            try app.expectAlert(SpecAlert.missingContactName)
            try app.chooseAlertAction("Ok")
            try app.expectNewContact("", "")
        },
        Scenario("C14", "A first name of 101 characters shows \"A name can have at most 100 characters\"") { app in
            let long = String(repeating: "a", count: 101)
            try app.openNewContact()
            try app.fillNewContact(long, "Short")
            try app.tap(Identifier.NewContact.done)
            try app.expectAlert(SpecAlert.contactNameTooLong)
            try app.chooseAlertAction("Ok")
            try app.expectNewContact(long, "Short")
            try app.expectEqual(app.environment.contactFake?.saveCount, 0, "saves")
        },
        Scenario("C15", "A last name of 101 characters (combining marks count once) is refused") { app in
            let long = String(repeating: "o\u{308}", count: 101)
            try app.openNewContact()
            try app.fillNewContact("Short", long)
            try app.tap(Identifier.NewContact.done)
            try app.expectAlert(SpecAlert.contactNameTooLong)
            try app.chooseAlertAction("Ok")
            try app.expectNewContact("Short", long)
        },
        Scenario("C49", "A first name of one character carrying 1,000 combining marks is refused as too long") { app in
            let heavy = "e" + String(repeating: "\u{301}", count: 1_000)
            try app.openNewContact()
            try app.fillNewContact(heavy, "Short")
            try app.tap(Identifier.NewContact.done)
            try app.expectAlert(SpecAlert.contactNameTooLong)
            try app.chooseAlertAction("Ok")
            try app.expectNewContact(heavy, "Short")
            try app.expectEqual(app.environment.contactFake?.saveCount, 0, "saves")
        },
        Scenario("C16", "First and last names of exactly 100 characters are accepted") { app in
            let first = String(repeating: "F", count: 100)
            let last = String(repeating: "o\u{308}", count: 99) + "👩🏽‍💻"
            try app.addContact(first, last)
            try app.expectNoAlert()
            try app.expectContacts([first + " " + last])
        },
        Scenario("C17", "A new contact is saved trimmed and its row is inserted at its sorted place, not reloaded") {
            app in
            try app.addContact("Anna", "Adams")
            try app.addContact("Carl", "Cole")
            try app.clearTableUpdates(Identifier.Contacts.list)
            try app.addContact("  Bea ", "\nBrown  ")
            try app.expect(!app.isShowingModalScreen, "New Contact should be dismissed")
            try app.expectContacts(["Anna Adams", "Bea Brown", "Carl Cole"])
            try app.expectEqual(
                try app.tableUpdates(Identifier.Contacts.list), [.insertRows([IndexPath(row: 1, section: 0)])],
                "table updates")
            let saved = app.environment.contactFake?.document.contacts.last
            try app.expectEqual(saved?.firstName, "Bea", "saved first name")
            try app.expectEqual(saved?.lastName, "Brown", "saved last name")
        },
        Scenario("C18", "The first contact is inserted at the top and \"No contacts\" disappears") { app in
            try app.showContacts()
            try app.clearTableUpdates(Identifier.Contacts.list)
            try app.addContact("Grace", "Hopper")
            try app.expectContacts(["Grace Hopper"])
            try app.expectEqual(
                try app.tableUpdates(Identifier.Contacts.list), [.insertRows([IndexPath(row: 0, section: 0)])],
                "table updates")
        },
        Scenario("C19", "Two contacts may have the same name; both are listed") { app in
            try app.addContact("John", "Smith")
            try app.addContact("John", "Smith")
            try app.expectContacts(["John Smith", "John Smith"])
        },
        Scenario("C20", "Emoji, Persian and Arabic right-to-left names and combining marks are kept exactly") { app in
            try app.addContact("سارا", "محمدی")
            try app.addContact("Zoe\u{308}", "🦄 Unicorn")
            try app.addContact("أحمد", "الفارسي")
            try app.expectContacts(["Zoe\u{308} 🦄 Unicorn", "أحمد الفارسي", "سارا محمدی"])
        },
    ]
}

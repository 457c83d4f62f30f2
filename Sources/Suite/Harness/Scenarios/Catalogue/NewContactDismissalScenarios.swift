import Foundation
import HeadlessUI
import Models

extension Scenario {
    /// Swiping the New Contact sheet down, as iOS users close a form without its buttons.
    static let newContactDismissalScenarios: [Scenario] = [
        Scenario("C44", "Swiping an empty New Contact down closes it like \"Cancel\", saves nothing and frees it") {
            app in
            try app.openNewContact()
            try app.swipeDownSheet()
            try app.expect(!app.isShowingModalScreen, "New Contact should be dismissed")
            try app.expectEqual(app.title, "Contacts", "screen title")
            try app.expectNoAlert()
            try app.expectContacts([])
            try app.expectEqual(app.environment.contactFake?.saveCount, 0, "saves")
        },
        Scenario("C45", "Names of only spaces count as empty: swiping New Contact down closes it") { app in
            try app.openNewContact()
            try app.fillNewContact("  ", "\n")
            try app.swipeDownSheet()
            try app.expect(!app.isShowingModalScreen, "New Contact should be dismissed")
            try app.expectNoAlert()
            try app.expectEqual(app.environment.contactFake?.saveCount, 0, "saves")
        },
        Scenario("C46", "With a name typed, New Contact stays when swiped down and asks to discard or keep editing") {
            app in
            try app.openNewContact()
            try app.fillNewContact("", "Lovelace")
            try app.swipeDownSheet()
            try app.expectAlert(SpecAlert.discardChanges)
            try app.expect(app.isShowingModalScreen, "New Contact should stay presented under the action sheet")
        },
        Scenario("C47", "\"Discard Changes\" closes New Contact, saves nothing and frees it") { app in
            try app.addContact("Grace", "Hopper")
            try app.openNewContact()
            try app.fillNewContact("Ada", "")
            try app.swipeDownSheet()
            try app.chooseAlertAction("Discard Changes")
            try app.expect(!app.isShowingModalScreen, "New Contact should be dismissed")
            try app.expectNoAlert()
            try app.expectContacts(["Grace Hopper"])
            try app.expectEqual(app.environment.contactFake?.saveCount, 1, "saves")
        },
        Scenario("C48", "\"Keep Editing\" leaves New Contact as it was, text and focus included, and it still works") {
            app in
            try app.openNewContact()
            try app.fillNewContact("Ada", "Lovelace")
            try app.swipeDownSheet()
            try app.chooseAlertAction("Keep Editing")
            try app.expectNoAlert()
            try app.expectNewContact("Ada", "Lovelace")
            try app.expect(try app.isFocused(Identifier.NewContact.firstName), "the first name should keep the focus")
            try app.tap(Identifier.NewContact.done)
            try app.expect(!app.isShowingModalScreen, "New Contact should be dismissed")
            try app.expectContacts(["Ada Lovelace"])
        },
    ]
}

import HeadlessUI
import TestSupport
import Testing

@testable import MVC

/// The New Contact screen as its tests see it, inside the window that shows it.
@MainActor
struct AddContactScreen {
    let controller: AddContactViewController
    let host: TestWindow

    func firstNameField(sourceLocation: SourceLocation = #_sourceLocation) throws -> TextField {
        try controller.element("contact.firstName", sourceLocation: sourceLocation)
    }

    func lastNameField(sourceLocation: SourceLocation = #_sourceLocation) throws -> TextField {
        try controller.element("contact.lastName", sourceLocation: sourceLocation)
    }

    func cancelButton(sourceLocation: SourceLocation = #_sourceLocation) throws -> BarButtonItem {
        let item = controller.navigationItem.leftBarButtonItem
        return try #require(item, "no left bar button", sourceLocation: sourceLocation)
    }

    func doneButton(sourceLocation: SourceLocation = #_sourceLocation) throws -> BarButtonItem {
        let item = controller.navigationItem.rightBarButtonItem
        return try #require(item, "no right bar button", sourceLocation: sourceLocation)
    }

    /// Types both names and taps "Done".
    func submit(firstName: String, lastName: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try firstNameField(sourceLocation: sourceLocation).enterText(firstName)
        try lastNameField(sourceLocation: sourceLocation).enterText(lastName)
        try doneButton(sourceLocation: sourceLocation).tap()
    }

    /// Swipes the sheet the screen is shown in down, as a user does.
    @discardableResult
    func swipeDown(sourceLocation: SourceLocation = #_sourceLocation) throws -> InteractiveDismissal {
        let sheet = try #require(controller.navigationController, "not in a sheet", sourceLocation: sourceLocation)
        return sheet.performInteractiveDismissal()
    }

    /// What the two fields hold.
    func texts(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String?] {
        [
            try firstNameField(sourceLocation: sourceLocation).text,
            try lastNameField(sourceLocation: sourceLocation).text,
        ]
    }
}

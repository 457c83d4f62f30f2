import Foundation
import HeadlessUI
import TestSupport
import Testing

@testable import MVC

/// The Contacts screen as its tests see it: a ContactListViewController on a test window, read and
/// driven through its views and bar buttons only.
@MainActor
struct ContactListScreen {
    let controller: ContactListViewController
    let host: TestWindow

    func table(sourceLocation: SourceLocation = #_sourceLocation) throws -> TableView {
        try controller.element("contacts.list", sourceLocation: sourceLocation)
    }

    func rowNames(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try table(sourceLocation: sourceLocation).visibleCells.map { $0.labelText("contacts.row.name") ?? "" }
    }

    /// Whether "No contacts" can be seen.
    func showsEmptyLabel(sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        let label = try controller.element("contacts.empty", as: Label.self, sourceLocation: sourceLocation)
        return label.isVisibleInHierarchy && label.text == "No contacts"
    }

    func loadingIndicator(sourceLocation: SourceLocation = #_sourceLocation) throws -> ActivityIndicatorView {
        try controller.element("contacts.loading", sourceLocation: sourceLocation)
    }

    /// Whether the spinner is turning and can be seen.
    func showsLoading(sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        let indicator = try loadingIndicator(sourceLocation: sourceLocation)
        return indicator.isAnimating && indicator.isVisibleInHierarchy
    }

    func addButton(sourceLocation: SourceLocation = #_sourceLocation) throws -> BarButtonItem {
        let item = controller.navigationItem.rightBarButtonItem
        return try #require(item, "no right bar button", sourceLocation: sourceLocation)
    }

    func importButton(sourceLocation: SourceLocation = #_sourceLocation) throws -> BarButtonItem {
        let item = controller.navigationItem.leftBarButtonItem
        return try #require(item, "no left bar button", sourceLocation: sourceLocation)
    }

    /// The New Contact screen presented over the list, if it is shown.
    var newContact: AddContactScreen? {
        host.presentedScreen(AddContactViewController.self).map { AddContactScreen(controller: $0, host: host) }
    }

    /// Taps "Add" and returns the New Contact screen it presents.
    func openNewContact(sourceLocation: SourceLocation = #_sourceLocation) throws -> AddContactScreen {
        try addButton(sourceLocation: sourceLocation).tap()
        return try #require(newContact, "New Contact is not shown:\n\(host.screenText)", sourceLocation: sourceLocation)
    }
}

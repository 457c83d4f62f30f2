import Foundation
import HeadlessUI
import Models
import TestSupport
import Testing

@testable import MVVM

@Suite(.checkingForLeaks)
@MainActor
struct ContactListViewControllerTests {
    @Test("the screen has Import on the left, Add on the right, the list, the empty label and a hidden indicator")
    func layout() throws {
        let (sut, _, _) = makeSUT()

        #expect(sut.title == "Contacts")
        #expect(sut.navigationItem.leftBarButtonItem?.title == "Import")
        #expect(sut.navigationItem.leftBarButtonItem?.accessibilityIdentifier == "contacts.importButton")
        #expect(sut.navigationItem.rightBarButtonItem?.title == "Add")
        #expect(sut.navigationItem.rightBarButtonItem?.accessibilityIdentifier == "contacts.addButton")
        #expect(try sut.element("contacts.empty", as: Label.self).text == "No contacts")
        #expect(try sut.element("contacts.empty", as: Label.self).isHidden == false)
        #expect(try sut.element("contacts.loading", as: ActivityIndicatorView.self).isHidden == true)
        _ = try sut.element("contacts.list", as: TableView.self)
    }

    @Test("rows are bound to cells with the full name and the placeholder image")
    func rowsBoundToCells() throws {
        let (sut, _, _) = makeSUT(ContactFixtures.book("Zed Young", "Ann Lee"))
        let cells = try sut.element("contacts.list", as: TableView.self).visibleCells

        #expect(cells.map { $0.labelText("contacts.row.name") } == ["Ann Lee", "Zed Young"])
        #expect(
            cells.map { ($0.view(withIdentifier: "contacts.row.image") as? ImageView)?.image?.name }
                == ["contact-placeholder", "contact-placeholder"])
        #expect(try sut.element("contacts.empty", as: Label.self).isHidden == true)
    }

    @Test("Import disables its button and spins the indicator until the answer, then the summary is presented")
    func importBindings() throws {
        let (sut, directory, window) = makeSUT()
        let importButton = try #require(sut.navigationItem.leftBarButtonItem)
        let indicator = try sut.element("contacts.loading", as: ActivityIndicatorView.self)
        let table = try sut.element("contacts.list", as: TableView.self)

        importButton.tap()
        #expect(importButton.isEnabled == false)
        #expect(indicator.isAnimating == true)
        #expect(indicator.isHidden == false)
        table.clearUpdates()
        directory.succeed(with: ContactFixtures.employees("Tiger Nixon"))

        #expect(importButton.isEnabled == true)
        #expect(indicator.isHidden == true)
        #expect(table.updates == [.reloadData])
        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Tiger Nixon"])
        #expect(window.topAlert?.message == "Added 1 contact, skipped 0.")
    }

    @Test("a contact saved by New Contact is inserted at its sorted row, without a reload")
    func insertion() throws {
        let (sut, _, _) = makeSUT(ContactFixtures.book("Ann Lee", "Zed Young"))
        let table = try sut.element("contacts.list", as: TableView.self)
        table.clearUpdates()
        let name = try ContactName.validate(firstName: "Mia", lastName: "Ng").get()
        let (book, contact) = sut.viewModel.contactBook.adding(name)

        sut.viewModel.addContactViewModel(
            AddContactViewModel(store: InMemoryStore(), delegate: sut.viewModel), didSave: book, adding: contact)

        #expect(table.updates == [.insertRows([IndexPath(row: 1, section: 0)])])
        #expect(table.inconsistencies.isEmpty)
        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Ann Lee", "Mia Ng", "Zed Young"])
    }

    @Test("Add is forwarded to the view model, which asks for New Contact")
    func addForwarded() throws {
        let (sut, _, _) = makeSUT()
        var requests = 0
        sut.viewModel.showNewContact = { _ in requests += 1 }

        sut.navigationItem.rightBarButtonItem?.tap()

        #expect(requests == 1)
    }

    @Test("an alert goes over a screen this one presents, so none is lost")
    func alertOverPresentedScreen() throws {
        let (sut, directory, window) = makeSUT()
        let presented = ViewController()
        sut.present(presented, animated: false)

        sut.navigationItem.leftBarButtonItem?.tap()
        directory.fail(with: .undecodable)

        #expect(presented.presentedViewController is AlertController)
        #expect(window.presentationWarnings.isEmpty)
    }

    @Test("the load alert is presented when the screen first appears")
    func loadAlertOnAppear() throws {
        let (_, _, window) = makeSUT(loadFailure: .unreadable(keptAs: "contacts.unreadable-1.json"))

        #expect(window.topAlert?.title == "Could not load contacts")
    }

    private func makeSUT(
        _ contacts: ContactBook = ContactBook(), loadFailure: StoreError? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: ContactListViewController, directory: EmployeeDirectoryStub, window: Window) {
        let (viewModel, _, directory) = makeContactListViewModel(
            contacts, loadFailure: loadFailure, load: false, sourceLocation: sourceLocation)
        let sut = ContactListViewController(viewModel: viewModel)
        trackForMemoryLeaks(sut, sourceLocation: sourceLocation)
        return (sut, directory, Window.showing(sut))
    }
}

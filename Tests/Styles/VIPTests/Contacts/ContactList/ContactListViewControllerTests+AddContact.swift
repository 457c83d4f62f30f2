import Foundation
import HeadlessUI
import Models
import TestSupport
import Testing

@testable import VIP

extension ContactListViewControllerTests {
    @Test("the unwind from New Contact asks for the contact passed into the data store")
    func unwind() {
        let (sut, interactor, _, _) = makeSUT()
        interactor.addedContact = Fixtures.contact(3, "Ana", "Lee")

        sut.unwindFromCreateContact()

        #expect(interactor.messages.last == .newContactClosed(passedIn: Fixtures.contact(3, "Ana", "Lee")))
    }

    @Test("an added contact's row is inserted at its place, without a reload")
    func insertsRow() throws {
        let (sut, _, _, _) = makeSUT()
        let table = try sut.element("contacts.list", as: TableView.self)
        sut.displayContacts(viewModel: ListContacts.ViewDidLoad.ViewModel(displayedList: Self.displayed(["Zed Young"])))
        table.clearUpdates()

        sut.displayAddedContact(
            viewModel: ListContacts.NewContactClosed.ViewModel(
                displayedList: Self.displayed(["Ana Lee", "Zed Young"]), insertedRow: 0))

        #expect(table.updates == [.insertRows([IndexPath(row: 0, section: 0)])])
        #expect(table.inconsistencies.isEmpty)
        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Ana Lee", "Zed Young"])
    }
}

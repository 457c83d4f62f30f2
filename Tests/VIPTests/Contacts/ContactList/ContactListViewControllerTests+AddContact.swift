import Foundation
import HeadlessUI
import Models
import TestSupport
import Testing

@testable import VIP

extension ContactListViewControllerTests {
    @Test("New Contact's router asking the screen to show the added contact sends the request")
    func showAddedContact() {
        let (sut, interactor, _, _) = makeSUT()
        interactor.addedContact = Fixtures.contact(3, "Ana", "Lee")

        sut.showAddedContact()

        #expect(interactor.messages.last == .showAddedContact(passedIn: Fixtures.contact(3, "Ana", "Lee")))
    }

    @Test("an added contact's row is inserted at its place, without a reload")
    func insertsRow() throws {
        let (sut, _, _, _) = makeSUT()
        let table = try sut.element("contacts.list", as: TableView.self)
        sut.displayContacts(viewModel: ContactList.LoadContacts.ViewModel(displayedList: Self.displayed(["Zed Young"])))
        table.clearUpdates()

        sut.displayAddedContact(
            viewModel: ContactList.ShowAddedContact.ViewModel(
                displayedList: Self.displayed(["Ana Lee", "Zed Young"]), insertedRow: 0))

        #expect(table.updates == [.insertRows([IndexPath(row: 0, section: 0)])])
        #expect(table.inconsistencies.isEmpty)
        #expect(table.visibleCells.map { $0.labelText("contacts.row.name") } == ["Ana Lee", "Zed Young"])
    }
}

import Models
import TestSupport
import Testing

@testable import VIP

extension ContactListPresenterTests {
    @Test("an added contact is shown by inserting its row at its place in the list")
    func addedContact() {
        let (sut, viewController) = makeSUT()

        sut.presentAddedContact(
            response: ListContacts.NewContactClosed.Response(
                contacts: [Fixtures.contact(1, "Ana", "Lee"), Fixtures.contact(3, "Bob", "Cole")], row: 1))

        #expect(
            viewController.messages == [
                .displayAddedContact(
                    [
                        ListContacts.DisplayedContact(id: 1, nameText: "Ana Lee"),
                        ListContacts.DisplayedContact(id: 3, nameText: "Bob Cole"),
                    ], insertedRow: 1)
            ])
    }
}

import Models
import TestSupport
import Testing

@testable import VIP

extension ContactListPresenterTests {
    @Test("an added contact is shown by inserting its row at its place in the list")
    func addedContact() {
        let (sut, viewController) = makeSUT()

        sut.presentAddedContact(
            response: ContactList.ShowAddedContact.Response(
                contacts: [Fixtures.contact(1, "Ana", "Lee"), Fixtures.contact(3, "Bob", "Cole")], row: 1))

        #expect(
            viewController.messages == [
                .displayAddedContact(
                    [
                        ContactList.DisplayedContact(name: "Ana Lee", imageName: "contact-placeholder"),
                        ContactList.DisplayedContact(name: "Bob Cole", imageName: "contact-placeholder"),
                    ], insertedRow: 1)
            ])
    }
}

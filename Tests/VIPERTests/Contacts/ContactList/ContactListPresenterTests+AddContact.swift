import Models
import TestSupport
import Testing

@testable import VIPER

extension ContactListPresenterTests {
    @Test("Add opens New Contact with the presenter as its delegate")
    func add() {
        let (sut, _, _, router) = makeSUT()

        sut.addButtonTapped()

        #expect(router.messages == [.presentAddContact])
        #expect(router.addContactDelegate === sut)
    }

    @Test("New Contact's report of an added contact makes the presenter ask its own interactor")
    func addedContactIsAskedFor() {
        let (sut, view, interactor, _) = makeSUT()

        sut.addContactModuleDidAddContact(withID: 3)

        #expect(interactor.messages == [.findAddedContact(id: 3)])
        #expect(view.messages.isEmpty)
    }

    @Test("the added contact is shown by inserting its row at its place")
    func addedContactIsInserted() {
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidFindAddedContact(at: 1, contactCount: 2)

        #expect(
            view.messages == [.displayInserting(ContactListDisplay(rowCount: 2, showsEmptyMessage: false), row: 1)])
    }
}

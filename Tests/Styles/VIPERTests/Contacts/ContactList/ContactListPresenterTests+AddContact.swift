import TestSupport
import Testing

@testable import VIPER

extension ContactListPresenterTests {
    @Test("Add opens New Contact with the presenter as its delegate")
    func add() {
        let (sut, _, _, router) = makeSUT()

        sut.addButtonTapped()

        #expect(router.addContactDelegates.count == 1)
        #expect(router.addContactDelegates.first?.delegate === sut)
    }

    @Test("New Contact's report of an added contact makes the presenter ask its own interactor")
    func addedContactIsAskedFor() {
        let (sut, view, interactor, _) = makeSUT()

        sut.addContactModuleDidAddContact(withID: 3)

        #expect(interactor.messages == [.findAddedContact(id: 3)])
        #expect(view.insertions.isEmpty)
    }

    @Test("the added contact is shown by inserting its row at its place")
    func addedContactIsInserted() {
        let (sut, view, _, _) = makeSUT()

        sut.interactorDidFindAddedContact(
            [ContactListItem(id: 1, fullName: "Ada Lovelace"), ContactListItem(id: 3, fullName: "Charles Babbage")],
            at: 1)

        #expect(view.insertions.map(\.row) == [1])
        #expect(
            view.insertions.map(\.list) == [
                ContactListDisplay(
                    rows: [
                        ContactRowDisplay(id: 1, nameText: "Ada Lovelace"),
                        ContactRowDisplay(id: 3, nameText: "Charles Babbage"),
                    ],
                    showsEmptyMessage: false)
            ])
        #expect(view.displayedLists.isEmpty)
    }
}

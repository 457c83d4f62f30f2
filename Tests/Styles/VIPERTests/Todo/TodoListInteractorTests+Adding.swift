import Models
import TestAids
import TestSupport
import Testing

@testable import VIPER

extension TodoListInteractorTests {
    @Test(
        "a typed name can be added once it has more than whitespace",
        arguments: [("", false), (" \n\t", false), ("a", true), ("  Call mum ", true)])
    func canAdd(text: String, canAdd: Bool) {
        let (sut, _, output) = makeSUT()

        sut.changeName(to: text)

        #expect(output.messages == [.didChangeName(canAdd: canAdd)])
    }

    @Test("adding saves the typed name trimmed, as an open, normal item with the next id, created now")
    func add() {
        let (sut, store, output) = makeSUT([Fixtures.item(3, "Buy milk", priority: .urgent)])
        sut.changeName(to: "  Call mum \n")

        sut.addItem()

        #expect(store.document.items.last == Fixtures.item(4, "Call mum"))
        #expect(
            output.messages.contains(
                .didAddItem(
                    TodoListContent(
                        items: [reported(3, "Buy milk", priority: .urgent), reported(4, "Call mum")],
                        remainingCount: 2))))
        #expect(output.messages.last == .didChangeName(canAdd: false))
    }

    @Test("after an item is added the next name starts empty: adding again adds nothing")
    func nameUsedUp() {
        let (sut, store, _) = makeSUT()
        sut.changeName(to: "Call mum")
        sut.addItem()

        sut.addItem()

        #expect(store.document.items.map(\.name) == ["Call mum"])
        #expect(store.saveCount == 1)
    }

    @Test("an empty name adds nothing and says nothing: only the disabled button could send it")
    func emptyName() {
        let (sut, store, output) = makeSUT()
        sut.changeName(to: "  \n")

        sut.addItem()

        #expect(output.messages == [.didChangeName(canAdd: false)])
        #expect(store.saveCount == 0)
    }

    @Test("a name over 200 characters is refused and nothing is saved; 200 are added")
    func tooLong() {
        let (sut, store, output) = makeSUT()
        sut.changeName(to: String(repeating: "é", count: 201))

        sut.addItem()
        sut.changeName(to: String(repeating: "é", count: 200))
        sut.addItem()

        #expect(output.messages.filter { $0 == .didRejectTooLongName }.count == 1)
        #expect(store.document.items.map(\.name.count) == [200])
    }

    @Test("a refused save is reported, nothing is adopted, and the typed name is kept for another try")
    func addSaveFailure() {
        let (sut, store, output) = makeSUT()
        sut.changeName(to: "Call mum")
        store.failNextSave(reason: "the disk is full")

        sut.addItem()
        let afterFailure = output.messages
        sut.addItem()

        #expect(afterFailure.last == .didFailToSave(.saveFailed(reason: "the disk is full")))
        #expect(!afterFailure.contains { if case .didAddItem = $0 { true } else { false } })
        #expect(store.document.items.map(\.name) == ["Call mum"])
    }
}

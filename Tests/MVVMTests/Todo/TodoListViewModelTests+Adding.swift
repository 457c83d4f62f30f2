import Models
import TestSupport
import Testing

@testable import MVVM

@Suite(.checkingForLeaks)
@MainActor
struct TodoListViewModelAddingTests {
    private typealias Item = TodoFixtures

    @Test("\"Add\" is enabled exactly while the text, trimmed of whitespace and newlines, is not empty")
    func addEnabledFollowsText() {
        let (sut, _) = makeTodoListViewModel()
        let enabled = History(sut.isAddEnabled)

        for text in ["M", " ", "", " \n\t", " a ", "\n"] { sut.nameChanged(text) }

        #expect(enabled.values == [false, true, false, false, false, true, false])
    }

    @Test("adding saves a new open, normal item with the trimmed name, the next id and the clock's time")
    func addingSavesNewItem() throws {
        let (sut, store) = makeTodoListViewModel(TodoList(items: [], highestID: 41))

        sut.nameChanged("  Buy milk \n")
        sut.addButtonTapped()

        let saved = try #require(store.document.items.first)
        #expect(saved == TodoItem(id: 42, name: "Buy milk", createdAt: Fixtures.referenceDate))
        #expect(store.saveCount == 1)
        #expect(sut.rowNames == ["Buy milk"])
        #expect(sut.rows.value.first?.dateText == "Nov 18, 2026 at 11:06:40 AM")
    }

    @Test("after adding, the field is cleared, \"Add\" disabled, the counter and the empty label updated")
    func addingResetsTheForm() {
        let (sut, _) = makeTodoListViewModel()
        let names = History(sut.nameText)
        let enabled = History(sut.isAddEnabled)
        let counter = History(sut.counterText)
        let emptyHidden = History(sut.isEmptyLabelHidden)

        sut.nameChanged("Milk")
        sut.addButtonTapped()

        #expect(names.values == ["", "Milk", ""])
        #expect(enabled.values == [false, true, false])
        #expect(counter.values == ["0 items left", "1 item left"])
        #expect(emptyHidden.values == [false, true])
    }

    @Test("a new item goes above older items of the same priority")
    func newItemOnTop() {
        let (sut, _) = makeTodoListViewModel(Item.list(Item.item(1, "older", minutes: -10)))

        sut.nameChanged("newer")
        sut.addButtonTapped()

        #expect(sut.rowNames == ["newer", "older"])
    }

    @Test("a name of exactly 200 characters is added")
    func twoHundredCharacters() {
        let (sut, store) = makeTodoListViewModel()
        let name = String(repeating: "é", count: 199) + "👍🏽"

        sut.nameChanged(name)
        sut.addButtonTapped()

        #expect(store.document.items.map(\.name) == [name])
        #expect(sut.alert.value == nil)
    }

    @Test("a name of 201 characters is refused with an alert; the field keeps its text and nothing is saved")
    func tooLongName() {
        let (sut, store) = makeTodoListViewModel()
        let name = String(repeating: "x", count: 201)

        sut.nameChanged(name)
        sut.addButtonTapped()

        #expect(
            sut.alert.value?.summary == .notice("Name too long", "A task name can have at most 200 characters."))
        #expect(sut.nameText.value == name)
        #expect(sut.isAddEnabled.value == true)
        #expect(store.saveCount == 0)
        #expect(sut.rows.value.isEmpty)
    }

    @Test("an empty name (a tap on the disabled button) does nothing")
    func emptyNameDoesNothing() {
        let (sut, store) = makeTodoListViewModel()
        let rows = History(sut.rows)

        sut.nameChanged("   ")
        sut.addButtonTapped()

        #expect(store.saveCount == 0)
        #expect(sut.alert.value == nil)
        #expect(rows.values.count == 1)
    }

    @Test("a failed save: the alert gives the reason, the list stays as saved, the name stays and \"Add\" enabled")
    func failedSave() throws {
        let (sut, store) = makeTodoListViewModel(Item.list(Item.item(1, "Old")))
        let rows = History(sut.rows)
        store.failNextSave(reason: "the disk is full")

        sut.nameChanged("Milk")
        sut.addButtonTapped()

        #expect(
            sut.alert.value?.summary == .notice("Could not save", "Your change was not saved: the disk is full"))
        #expect(rows.values.count == 1)
        #expect(sut.rowNames == ["Old"])
        #expect(store.document.items.map(\.name) == ["Old"])
        #expect(sut.nameText.value == "Milk")
        #expect(sut.isAddEnabled.value == true)
        try sut.alert.choose("OK")
        #expect(sut.alert.value == nil)
    }

    @Test("after a failed save, adding again succeeds with the next id")
    func retryAfterFailedSave() {
        let (sut, store) = makeTodoListViewModel()
        store.failNextSave()

        sut.nameChanged("Milk")
        sut.addButtonTapped()
        sut.addButtonTapped()

        #expect(store.document.items.map(\.id) == [1])
        #expect(sut.nameText.value == "")
    }
}

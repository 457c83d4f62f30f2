import CaseProfiles
import Models
import TestSupport
import Testing

@testable import MVVMSwiftUI

@Suite("TodoRowViewModel", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoRowViewModelTests {
    @Test("the index text is the position plus one", arguments: [(0, "1"), (9, "10")])
    func indexText(position: Int, text: String) {
        #expect(makeSUT(Fixtures.item(7, "Milk"), position: position).indexText == text)
    }

    @Test("the row shows the name and the creation date in the injected time zone")
    func nameAndDate() {
        let sut = makeSUT(Fixtures.item(7, "Milk 🥛"))

        #expect(sut.id == 7)
        #expect(sut.nameText == "Milk 🥛")
        #expect(sut.dateText == "Nov 18, 2026 at 11:06:40 AM")
    }

    @Test("an open item's texts are black and not struck through")
    func openItemText() {
        let sut = makeSUT(Fixtures.item(1, "Milk", done: false))

        #expect(sut.textColor == .black)
        #expect(sut.isStrikethrough == false)
    }

    @Test("a done item's texts are gray and struck through")
    func doneItemText() {
        let sut = makeSUT(Fixtures.item(1, "Milk", done: true))

        #expect(sut.textColor == .gray)
        #expect(sut.isStrikethrough == true)
    }

    @Test(
        "the priority marker is lightGreen, orange or red for normal, important, urgent",
        arguments: [
            (Priority.normal, DisplayColor.lightGreen), (.important, .orange), (.urgent, .red),
        ])
    func priorityColor(priority: Priority, color: DisplayColor) {
        #expect(makeSUT(Fixtures.item(1, "Milk", priority: priority)).priorityColor == color)
    }

    @Test("an open row offers Remove (destructive, red), Done (lightBlue), Priority (lightGreen), in that order")
    func openRowSwipeActions() {
        let actions = makeSUT(Fixtures.item(1, "Milk", done: false)).swipeActions

        #expect(actions.map(\.title) == ["Remove", "Done", "Priority"])
        #expect(actions.map(\.kind) == [.remove, .done, .priority])
        #expect(actions.map(\.isDestructive) == [true, false, false])
        #expect(actions.map(\.color) == [.red, .lightBlue, .lightGreen])
    }

    @Test("a done row offers Remove (destructive, red), Undone (orange), in that order")
    func doneRowSwipeActions() {
        let actions = makeSUT(Fixtures.item(1, "Milk", done: true)).swipeActions

        #expect(actions.map(\.title) == ["Remove", "Undone"])
        #expect(actions.map(\.kind) == [.remove, .undone])
        #expect(actions.map(\.isDestructive) == [true, false])
        #expect(actions.map(\.color) == [.red, .orange])
    }

    @Test("two rows are the same only when they show the same item at the same place")
    func equality() {
        let row = makeSUT(Fixtures.item(1, "Milk"), position: 0)

        #expect(row == makeSUT(Fixtures.item(1, "Milk"), position: 0))
        #expect(row != makeSUT(Fixtures.item(1, "Milk"), position: 1))
        #expect(row != makeSUT(Fixtures.item(1, "Milk", done: true), position: 0))
    }

    // A row view model is a value: there is nothing to leak-check.
    private func makeSUT(_ item: TodoItem, position: Int = 0) -> TodoRowViewModel {
        TodoRowViewModel(
            item: item, position: position, dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
    }
}

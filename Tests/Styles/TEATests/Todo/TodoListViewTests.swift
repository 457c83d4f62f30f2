import CaseProfiles
import Models
import TestSupport
import Testing

@testable import TEA

/// The Todo view function, as objc.io's FolderTests check a folder's listing: a state in, and the
/// whole screen it describes compared with a literal.
@Suite("TodoListView", .checkingForLeaks, .profilingEachCase)
@MainActor
struct TodoListViewTests {
    @Test("an empty list: the empty label shows, no rows, \"0 items left\", Add disabled, no alert")
    func empty() {
        let view = TodoListView.of(TodoListState(), dateFormatter: makeDateFormatter())

        #expect(
            view
                == TodoListView(
                    nameText: "", addButtonIsEnabled: false, counterText: "0 items left", emptyLabelIsHidden: false,
                    rows: [], alert: nil))
    }

    @Test(
        "rows in list order, numbered from 1: open rows black with Remove, Done, Priority; done rows gray, struck through, with Remove, Undone; the marker's colour names the priority"
    )
    func rows() {
        let state = TodoListState(
            list: TodoList(items: [
                Fixtures.item(1, "Finished", done: true), Fixtures.item(2, "Open", priority: .urgent),
                Fixtures.item(3, "Later", priority: .important, minutes: -1),
            ]))

        let view = TodoListView.of(state, dateFormatter: makeDateFormatter())

        #expect(
            view
                == TodoListView(
                    nameText: "", addButtonIsEnabled: false, counterText: "2 items left", emptyLabelIsHidden: true,
                    rows: [
                        TodoRowView(
                            id: 2, indexText: "1", nameText: "Open", dateText: "Nov 18, 2026 at 11:06:40 AM",
                            textColor: .black, isStrikethrough: false, priorityColor: .red,
                            swipeActions: [remove, done, priority]),
                        TodoRowView(
                            id: 3, indexText: "2", nameText: "Later", dateText: "Nov 18, 2026 at 11:05:40 AM",
                            textColor: .black, isStrikethrough: false, priorityColor: .orange,
                            swipeActions: [remove, done, priority]),
                        TodoRowView(
                            id: 1, indexText: "3", nameText: "Finished", dateText: "Nov 18, 2026 at 11:06:40 AM",
                            textColor: .gray, isStrikethrough: true, priorityColor: .lightGreen,
                            swipeActions: [remove, undone]),
                    ],
                    alert: nil))
    }

    @Test("one open item left is \"1 item left\"")
    func oneLeft() {
        let state = TodoListState(list: TodoList(items: [Fixtures.item(1, "Milk")]))

        #expect(
            TodoListView.of(state, dateFormatter: makeDateFormatter())
                == TodoListView(
                    nameText: "", addButtonIsEnabled: false, counterText: "1 item left", emptyLabelIsHidden: true,
                    rows: [
                        TodoRowView(
                            id: 1, indexText: "1", nameText: "Milk", dateText: "Nov 18, 2026 at 11:06:40 AM",
                            textColor: .black, isStrikethrough: false, priorityColor: .lightGreen,
                            swipeActions: [remove, done, priority])
                    ],
                    alert: nil))
    }

    @Test(
        "the field shows the name as typed; Add is enabled once the name has a letter",
        arguments: [("", false), ("   ", false), (" Milk ", true)])
    func typedName(name: String, isEnabled: Bool) {
        let view = TodoListView.of(TodoListState(name: name), dateFormatter: makeDateFormatter())

        #expect(
            view
                == TodoListView(
                    nameText: name, addButtonIsEnabled: isEnabled, counterText: "0 items left",
                    emptyLabelIsHidden: false, rows: [], alert: nil))
    }

    @Test("the state's alert is the screen's alert")
    func alert() {
        let alert = AlertState<TodoListMessage>(
            title: "Name too long", message: "A task name can have at most 200 characters.",
            buttons: [.init(title: "OK", choice: .alertDismissed)])

        #expect(
            TodoListView.of(TodoListState(alert: alert), dateFormatter: makeDateFormatter())
                == TodoListView(
                    nameText: "", addButtonIsEnabled: false, counterText: "0 items left", emptyLabelIsHidden: false,
                    rows: [], alert: alert))
    }

    /// The swipe buttons, written out.
    private let remove = TodoSwipeActionView(kind: .remove, title: "Remove", isDestructive: true, color: .red)
    private let done = TodoSwipeActionView(kind: .done, title: "Done", isDestructive: false, color: .lightBlue)
    private let priority = TodoSwipeActionView(
        kind: .priority, title: "Priority", isDestructive: false, color: .lightGreen)
    private let undone = TodoSwipeActionView(kind: .undone, title: "Undone", isDestructive: false, color: .orange)

    private func makeDateFormatter() -> DisplayDateFormatter {
        DisplayDateFormatter(timeZone: Fixtures.timeZone)
    }
}

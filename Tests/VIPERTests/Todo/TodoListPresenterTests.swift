import Models
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite("Todo presenter", .checkingForLeaks)
struct TodoListPresenterTests {
    @Test("on load it disables Add, then asks for the list")
    func viewDidLoad() {
        let (sut, view, interactor, router) = makeTodoListPresenterSUT()

        sut.viewDidLoad()

        #expect(view.messages == [.addButton(isEnabled: false)])
        #expect(interactor.messages == [.loadList])
        #expect(router.messages.isEmpty)
    }

    @Test("a loaded list is shown in screen order, each row formatted with its position, name and date")
    func displaysLoadedList() {
        let (sut, view, _, _) = makeTodoListPresenterSUT()
        let older = Samples.item(1, "Buy milk")
        let newer = Samples.item(2, "Call mum", minutesLater: 1)

        sut.interactorDidLoad(TodoList(items: [older, newer]))

        let rows = [
            TodoRowDisplay(
                indexText: "1", name: "Call mum", dateText: "Nov 18, 2026 at 11:07:40 AM", textColor: .black,
                isStruckThrough: false, priorityColor: .lightGreen, swipeActions: [.remove, .done, .priority]),
            TodoRowDisplay(
                indexText: "2", name: "Buy milk", dateText: Samples.dateText, textColor: .black,
                isStruckThrough: false, priorityColor: .lightGreen, swipeActions: [.remove, .done, .priority]),
        ]
        #expect(
            view.messages == [
                .display(TodoListDisplay(rows: rows, counterText: "2 items left", showsEmptyMessage: false))
            ])
    }

    @Test("a done row is gray and struck through, and offers Remove and Undone")
    func doneRow() throws {
        let (sut, view, _, _) = makeTodoListPresenterSUT()

        sut.interactorDidLoad(TodoList(items: [Samples.item(1, "Read", isDone: true)]))

        let row = try #require(displayedLists(view).last?.rows.first)
        #expect(row.textColor == .gray)
        #expect(row.isStruckThrough)
        #expect(row.swipeActions == [.remove, .undone])
    }

    @Test("the swipe buttons have the titles, styles and colours of the spec")
    func swipeButtons() {
        #expect(
            TodoSwipeActionDisplay.remove == .init(kind: .remove, title: "Remove", isDestructive: true, color: .red))
        #expect(
            TodoSwipeActionDisplay.done
                == .init(kind: .toggleDone, title: "Done", isDestructive: false, color: .lightBlue))
        #expect(
            TodoSwipeActionDisplay.undone
                == .init(kind: .toggleDone, title: "Undone", isDestructive: false, color: .orange))
        #expect(
            TodoSwipeActionDisplay.priority
                == .init(kind: .changePriority, title: "Priority", isDestructive: false, color: .lightGreen))
    }

    @Test(
        "the priority marker is lightGreen, orange or red",
        arguments: [(Priority.normal, DisplayColor.lightGreen), (.important, .orange), (.urgent, .red)])
    func priorityColor(priority: Priority, color: DisplayColor) {
        let (sut, view, _, _) = makeTodoListPresenterSUT()

        sut.interactorDidLoad(TodoList(items: [Samples.item(1, "Pay rent", priority: priority)]))

        #expect(displayedLists(view).last?.rows.map(\.priorityColor) == [color])
    }

    @Test(
        "the counter counts the items not done, singular only for one",
        arguments: [
            ([Bool](), "0 items left"), ([false], "1 item left"), ([true], "0 items left"),
            ([false, true, false, false], "3 items left"),
        ])
    func counter(doneFlags: [Bool], text: String) {
        let (sut, view, _, _) = makeTodoListPresenterSUT()
        let items = doneFlags.enumerated().map { Samples.item($0 + 1, "Task \($0)", isDone: $1) }

        sut.interactorDidLoad(TodoList(items: items))

        #expect(displayedLists(view).last?.counterText == text)
        #expect(displayedLists(view).last?.showsEmptyMessage == items.isEmpty)
    }

    @Test("Add is enabled only while the name has more than whitespace")
    func addEnabled() {
        let (sut, view, _, _) = makeTodoListPresenterSUT()

        sut.nameFieldChanged(to: " \n ")
        sut.nameFieldChanged(to: " a ")
        sut.nameFieldChanged(to: "")

        #expect(
            view.messages == [.addButton(isEnabled: false), .addButton(isEnabled: true), .addButton(isEnabled: false)])
    }

    @Test("Add hands the field's text to the interactor as it is")
    func addForwardsText() {
        let (sut, _, interactor, _) = makeTodoListPresenterSUT()

        sut.addButtonTapped(name: "  Water plants ")

        #expect(interactor.messages == [.addItem("  Water plants ")])
    }

    @Test("an added item shows the new list, clears the field and disables Add")
    func added() {
        let (sut, view, _, _) = makeTodoListPresenterSUT()
        let list = TodoList(items: [Samples.item(1, "Water plants")])

        sut.interactorDidAddItem(to: list)

        #expect(view.messages == [.display(expectedDisplay(of: list)), .clearNameField, .addButton(isEnabled: false)])
    }

    @Test("a name over 200 characters is refused with an alert and the field is left alone")
    func nameTooLong() {
        let (sut, view, _, router) = makeTodoListPresenterSUT()

        sut.interactorDidRejectName(.tooLong)

        #expect(
            router.messages == [.showAlert(notice("Name too long", "A task name can have at most 200 characters."))])
        #expect(view.messages.isEmpty)
    }

    @Test("an empty name, only possible with the button disabled, does nothing")
    func emptyName() {
        let (sut, view, _, router) = makeTodoListPresenterSUT()

        sut.interactorDidRejectName(.empty)

        #expect(router.messages.isEmpty)
        #expect(view.messages.isEmpty)
    }

    @Test("a refused save shows an alert with the reason and leaves the screen as it is")
    func saveFailure() {
        let (sut, view, _, router) = makeTodoListPresenterSUT()

        sut.interactorDidFailToSave(.saveFailed(reason: "the disk is full"))

        #expect(
            router.messages == [.showAlert(notice("Could not save", "Your change was not saved: the disk is full"))])
        #expect(view.messages.isEmpty)
    }

    @Test("a changed list is shown again in full")
    func changed() {
        let (sut, view, _, _) = makeTodoListPresenterSUT()
        let list = TodoList(items: [Samples.item(1, "Read", isDone: true)])

        sut.interactorDidChange(list)

        #expect(view.messages == [.display(expectedDisplay(of: list))])
    }
}

typealias TodoListPresenterSUT = (
    sut: TodoListPresenter, view: TodoListViewSpy, interactor: TodoListInteractorSpy, router: TodoListRouterSpy
)

/// A presenter wired to spies, all of them checked for leaks; shared by both presenter suites.
@MainActor
func makeTodoListPresenterSUT(sourceLocation: SourceLocation = #_sourceLocation) -> TodoListPresenterSUT {
    let view = TodoListViewSpy()
    let interactor = TodoListInteractorSpy()
    let router = TodoListRouterSpy()
    let sut = TodoListPresenter(interactor: interactor, router: router, dateFormatter: Samples.dateFormatter)
    sut.view = view
    for object in [sut, view, interactor, router] as [AnyObject] {
        trackForMemoryLeaks(object, sourceLocation: sourceLocation)
    }
    return (sut, view, interactor, router)
}

@MainActor
func displayedLists(_ view: TodoListViewSpy) -> [TodoListDisplay] {
    view.messages.compactMap {
        if case .display(let list) = $0 { return list }
        return nil
    }
}

/// The display of a list of open, normal items created at `Samples.date`.
@MainActor
func expectedDisplay(of list: TodoList) -> TodoListDisplay {
    let rows = list.sortedItems.enumerated().map { index, item in
        TodoRowDisplay(
            indexText: String(index + 1), name: item.name, dateText: Samples.dateText,
            textColor: item.isDone ? .gray : .black, isStruckThrough: item.isDone, priorityColor: .lightGreen,
            swipeActions: item.isDone ? [.remove, .undone] : [.remove, .done, .priority])
    }
    let remaining = list.remainingCount
    return TodoListDisplay(
        rows: rows, counterText: remaining == 1 ? "1 item left" : "\(remaining) items left",
        showsEmptyMessage: rows.isEmpty)
}

func notice<Choice>(_ title: String, _ message: String, button: String = "OK") -> AlertDisplay<Choice> {
    AlertDisplay(title: title, message: message, buttons: [AlertButtonDisplay(title: button)])
}

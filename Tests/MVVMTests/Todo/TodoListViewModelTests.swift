import Models
import TestSupport
import Testing

@testable import MVVM

@Suite(.checkingForLeaks)
@MainActor
struct TodoListViewModelTests {
    private typealias Item = TodoFixtures

    // MARK: Loading

    @Test("loading shows the stored items in list order: open first, then by priority, newest, higher id")
    func loadShowsSortedRows() {
        let (sut, _) = makeTodoListViewModel(
            Item.list(
                Item.item(1, "old normal", minutes: 0), Item.item(2, "done", done: true, priority: .urgent),
                Item.item(3, "urgent", priority: .urgent), Item.item(4, "new normal", minutes: 5),
                Item.item(5, "important", priority: .important), Item.item(6, "same time, higher id", minutes: 5)))

        #expect(sut.rowNames == ["urgent", "important", "same time, higher id", "new normal", "old normal", "done"])
        #expect(sut.rows.value.map(\.indexText) == ["1", "2", "3", "4", "5", "6"])
    }

    @Test("before loading there are no rows; loading publishes the rows once")
    func loadPublishesOnce() {
        let (sut, _) = makeTodoListViewModel(Item.list(Item.item(1, "Milk")), load: false)
        let rows = History(sut.rows)

        sut.viewDidLoad()

        #expect(rows.values.map { $0.map(\.nameText) } == [[], ["Milk"]])
    }

    @Test("an empty list shows the empty label and \"0 items left\"")
    func emptyList() {
        let (sut, _) = makeTodoListViewModel()

        #expect(sut.isEmptyLabelHidden.value == false)
        #expect(sut.counterText.value == "0 items left")
        #expect(sut.rows.value.isEmpty)
    }

    @Test(
        "the counter counts the items not done, singular only for one",
        arguments: [
            ([false], "1 item left"), ([true], "0 items left"), ([false, false, true, false], "3 items left"),
            ([false, false], "2 items left"),
        ])
    func counter(doneFlags: [Bool], text: String) {
        let items = doneFlags.enumerated().map { Item.item($0.offset + 1, "item", done: $0.element) }
        let (sut, _) = makeTodoListViewModel(TodoList(items: items))

        #expect(sut.counterText.value == text)
        #expect(sut.isEmptyLabelHidden.value == true)
    }

    @Test("unreadable stored tasks: the list starts empty and the alert names the kept file at the first appearance")
    func unreadableLoadAlert() {
        let (sut, _) = makeTodoListViewModel(
            Item.list(Item.item(1, "Milk")), loadFailure: .unreadable(keptAs: "todos.unreadable-1.json"))
        #expect(sut.rows.value.isEmpty)
        #expect(sut.isEmptyLabelHidden.value == false)
        #expect(sut.alert.value == nil)

        sut.viewDidAppear()

        #expect(
            sut.alert.value?.summary
                == .notice(
                    "Could not load tasks",
                    "Your saved tasks could not be read and were kept in todos.unreadable-1.json."))
    }

    @Test("another load failure: the alert gives the reason")
    func otherLoadFailureAlert() {
        let (sut, _) = makeTodoListViewModel(loadFailure: .unreadableNotKept(reason: "permission denied"))

        sut.viewDidAppear()

        #expect(
            sut.alert.value?.summary
                == .notice("Could not load tasks", "Your saved tasks could not be read: permission denied."))
    }

    @Test("the load alert shows once: OK clears it and a later appearance does not bring it back")
    func loadAlertOnce() throws {
        let (sut, _) = makeTodoListViewModel(loadFailure: .unreadable(keptAs: "todos.unreadable-1.json"))
        let alerts = History(sut.alert)

        sut.viewDidAppear()
        try sut.alert.choose("OK")
        sut.viewDidAppear()

        #expect(alerts.values.map(\.?.title) == [nil, "Could not load tasks", nil])
    }

    @Test("a successful load shows no alert on appearing")
    func noAlertAfterGoodLoad() {
        let (sut, _) = makeTodoListViewModel(Item.list(Item.item(1, "Milk")))

        sut.viewDidAppear()

        #expect(sut.alert.value == nil)
    }

    @Test("relaunching on the same store shows the same rows in the same order")
    func relaunch() {
        let (first, store) = makeTodoListViewModel()
        for name in ["one", "two", "three"] {
            first.nameChanged(name)
            first.addButtonTapped()
        }
        first.swipeActionChosen(.done, itemID: 2)

        let relaunched = TodoListViewModel(
            store: store, clock: .fixed(Fixtures.referenceDate),
            dateFormatter: DisplayDateFormatter(timeZone: Fixtures.timeZone))
        trackForMemoryLeaks(relaunched)
        relaunched.viewDidLoad()

        #expect(relaunched.rows.value == first.rows.value)
        #expect(relaunched.rowNames == ["three", "one", "two"])
    }
}

import Foundation
import Models
import TestAids
import TestSupport
import Testing

@testable import Harness

/// The benchmark's actions change the same thing through every style's UI as on the bare Models
/// value, so that their times compare like with like. Nothing here looks at a time.
@MainActor
@Suite("Scale benchmark", .checkingForLeaks)
struct ScaleBenchmarkTests {
    /// What the stores hold after an action, in words that leave out dates.
    private func summary(todos: TodoList, contacts: ContactBook) -> [String] {
        todos.sortedItems.prefix(3).map { "\($0.name)\($0.isDone ? " (done)" : "")" } + [
            "\(todos.items.count) tasks", "\(contacts.contacts.count) contacts",
            contacts.sortedContacts.first?.fullName ?? "-",
        ]
    }

    @Test(
        "each action through the UI leaves the stores as the bare Models operation does",
        arguments: ScaleAction.allCases, StyleRegistry.all)
    func sameChange(action: ScaleAction, style: Style) throws {
        let employees = ScaleWorld.employees(5)
        let todos = InMemoryStore(ScaleWorld.tasks(6))
        let contacts = InMemoryStore(ScaleWorld.contacts(6))
        let app = AppDriver(
            style: style, environment: ScenarioEnvironment(todos: ScaleWorld.tasks(6), contacts: ScaleWorld.contacts(6))
        )
        app.launch()
        defer { app.tearDown() }
        if action.isOnContacts { try app.showContacts() }

        try action.perform(on: app, employees: employees)
        try action.modelsOperation(todos: todos, contacts: contacts, employees: employees)()

        let throughUI = try summary(
            todos: #require(app.environment.todoFake?.document),
            contacts: #require(app.environment.contactFake?.document))
        #expect(throughUI == summary(todos: todos.document, contacts: contacts.document))
        #expect(todos.saveCount + contacts.saveCount == 1)
    }

    @Test("a timed action takes no census: a screen that opens and closes during it is never walked")
    func timedActionTakesNoCensus() throws {
        let app = AppDriver(style: LeakyApp.style)
        app.launch()
        defer { app.tearDown() }

        try app.withoutCensus {
            try app.tap("Open")
            try app.tap("Close")
        }

        #expect(app.detachedSurvivors == [])
    }

    @Test("the worlds hold the number of items asked for, with imported names all new")
    func worlds() {
        let book = ScaleWorld.contacts(1_000)

        #expect(ScaleWorld.tasks(1_000).items.count == 1_000)
        #expect(ScaleWorld.tasks(1_000).remainingCount == 667)
        #expect(book.contacts.count == 1_000)
        #expect(book.importing(ScaleWorld.employees(1_000)).added.count == 1_000)
        #expect(
            book.importing(ScaleWorld.contacts(1_000).contacts.map { Employee(id: nil, name: $0.fullName) }).added
                .isEmpty)
    }

    @Test("a run measures every action at every size for every style, and the large import")
    func reportShape() throws {
        var benchmark = ScaleBenchmark()
        benchmark.sizes = [2, 4]
        benchmark.repetitions = 1
        benchmark.bulkImportCount = 10
        benchmark.bulkRepetitions = 1

        let report = try benchmark.run(
            commit: "abc1234", fingerprint: "fnv1a64:0123456789abcdef", machine: "test machine")

        #expect(
            report.actions.map(\.action) == [
                "Add a task", "Add a task", "Mark one done", "Mark one done", "Add a contact", "Add a contact",
                "Import 1,000", "Import 1,000",
            ])
        #expect(report.actions.map(\.items) == [2, 4, 2, 4, 2, 4, 2, 4])
        #expect(
            report.actions.allSatisfy {
                $0.styles.map(\.style) == [
                    "MVC", "MVVM", "VIPER", "MVP", "MVVMC", "TEA", "VIP", "MV", "MVVMSwiftUI", "TCA",
                ]
            })
        #expect(report.bulkImport.items == 10)
        #expect(report.commit == "abc1234")
        #expect(report.fingerprint == "fnv1a64:0123456789abcdef")
        #expect(report.actions.allSatisfy { $0.modelsRange != nil && $0.styles.allSatisfy { $0.range != nil } })
    }

    @Test("the bare operation of marking one done times only the change and the save, not finding the top task")
    func markDoneFindsTheTaskBeforeTheClock() throws {
        let todos = InMemoryStore(ScaleWorld.tasks(3))
        let top = try #require(todos.document.sortedItems.first?.id)
        let operation = ScaleAction.markDone.modelsOperation(
            todos: todos, contacts: InMemoryStore(ContactBook()), employees: [])
        // Another task on top after the lookup: the operation still marks the one that was on top.
        let added = todos.document.adding(name: "Newer", createdAt: ScenarioEnvironment.startDate)
        try todos.save(added.list.settingPriority(.urgent, id: added.item.id))
        #expect(todos.document.sortedItems.first?.id != top)

        try operation()

        #expect(todos.document.items.first { $0.id == top }?.isDone == true)
    }
}

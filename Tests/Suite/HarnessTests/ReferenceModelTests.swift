import Testing

@testable import Harness

@MainActor
@Suite("Reference model")
struct ReferenceModelTests {
    @Test("a new model shows the empty Todo screen")
    func startsEmpty() {
        let state = ReferenceModel().visibleState

        #expect(state.title == "Todo")
        #expect(state.todo?.counter == "0 items left")
        #expect(state.todo?.emptyShown == true)
        #expect(state.alert == nil)
    }

    @Test("adding trims the name, dates it by the clock and clears the field")
    func addingTrimsAndDates() {
        var model = ReferenceModel()

        let applied = model.apply(.addTodo("  Milk \n"))

        #expect(applied)

        let row = model.visibleState.todo?.rows.first
        #expect(row?.name == "Milk")
        #expect(row?.date == "Nov 18, 2026 at 11:06:40 AM")
        #expect(row?.marker == "lightGreen")
        #expect(model.visibleState.todo?.field == "")
        #expect(model.visibleState.todo?.counter == "1 item left")
    }

    @Test(
        "adding trims what Foundation counts as whitespace, the zero width space included, and keeps marks",
        arguments: [
            ("\u{3000}\u{A0}Milk\u{2029}\u{85}", "Milk"),
            ("\u{200B}Milk\t\u{200B}", "Milk"),
            ("Milk \u{301}", "Milk \u{301}"),
        ])
    func addingTrimsFoundationWhitespace(text: String, expected: String) {
        var model = ReferenceModel()

        model.apply(.addTodo(text))

        #expect(model.visibleState.todo?.rows.first?.name == expected)
    }

    @Test("a 201-character name shows \"Name too long\" and keeps the text")
    func tooLongNameIsRefused() {
        var model = ReferenceModel()
        let name = String(repeating: "x", count: 201)

        model.apply(.addTodo(name))

        #expect(model.visibleState.alert == SpecAlert.nameTooLong)
        #expect(model.visibleState.todo?.field == name)
        #expect(model.tasks.isEmpty)
    }

    @Test("open before done, then urgent before important before normal, then newest")
    func ordersTasks() {
        var model = ReferenceModel()
        for name in ["A", "B", "C", "D"] { model.apply(.addTodo(name)) }

        model.apply(.swipeTodo(row: 0, action: "Done"))  // D done
        model.apply(.swipeTodo(row: 2, action: "Priority"))  // A
        model.apply(.chooseAlert("Urgent"))
        model.apply(.swipeTodo(row: 2, action: "Priority"))  // B
        model.apply(.chooseAlert("Important"))

        #expect(model.visibleState.todo?.rows.map(\.name) == ["A", "B", "C", "D"])
        #expect(model.visibleState.todo?.rows.last?.nameStyle == "gray struck")
    }

    @Test("a planted save failure shows \"Could not save\" and keeps the last saved list")
    func saveFailureKeepsLastSavedList() {
        var model = ReferenceModel()
        model.apply(.failNextSave(.tasks))

        model.apply(.addTodo("Bread"))

        #expect(model.visibleState.alert == SpecAlert.changeNotSaved("the disk is full"))
        #expect(model.tasks.isEmpty)
        #expect(model.visibleState.todo?.field == "Bread")
    }

    @Test("an import skips names without a space and duplicates, folded")
    func importSkipsDuplicatesAndSingleNames() {
        var model = ReferenceModel()
        model.apply(.openNewContact)
        model.apply(.submitNewContact(firstName: "José", lastName: "García"))

        model.apply(.tapImport)
        model.apply(.directoryAnswers(.employees(["Cher", "JOSE GARCIA", "Ana María López", "ana maria lopez"])))

        #expect(model.visibleState.alert == SpecAlert.importFinished(added: 1, skipped: 3))
        #expect(model.people.map(\.firstName) == ["José", "Ana María"])
    }

    @Test("an answer for a relaunched app is dropped")
    func answerAfterRelaunchIsDropped() {
        var model = ReferenceModel()
        model.apply(.tapImport)
        model.apply(.relaunch)

        model.apply(.directoryAnswers(.employees(["Tiger Nixon"])))

        #expect(model.people.isEmpty)
        #expect(model.alerts.isEmpty)
    }

    @Test("an operation a user could not do now is refused and changes nothing")
    func impossibleOperationIsRefused() {
        var model = ReferenceModel()

        let applied = [
            model.apply(.swipeTodo(row: 0, action: "Done")), model.apply(.chooseAlert("OK")),
            model.apply(.directoryAnswers(.employees([]))),
        ]

        #expect(applied == [false, false, false])
        #expect(model.visibleState == ReferenceModel().visibleState)
    }
}

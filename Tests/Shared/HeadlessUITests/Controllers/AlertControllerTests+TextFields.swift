import HeadlessUI
import TestSupport
import Testing

extension AlertControllerTests {
    @Test("an alert without text fields has none, as UIKit's nil")
    func noTextFields() {
        let (alert, _) = makeSUT()

        #expect(alert.textFields == nil)
    }

    @Test("text fields are set up by their configuration handler and kept in the order added")
    func textFieldsInOrder() throws {
        let alert = AlertController(title: "Rename task", message: nil, preferredStyle: .alert)
        trackForMemoryLeaks(alert)

        alert.addTextField { $0.text = "Buy milk" }
        alert.addTextField { $0.placeholder = "Task name" }

        let fields = try #require(alert.textFields)
        #expect(fields.map(\.text) == ["Buy milk", nil])
        #expect(fields.map(\.placeholder) == [nil, "Task name"])
    }

    @Test("a handler reads what was typed into the alert's field when its button is tapped")
    func handlerReadsTypedText() throws {
        var received: [String?] = []
        let alert = AlertController(title: "Rename task", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.text = "Old" }
        alert.addAction(
            AlertAction(title: "Rename", style: .default) { [weak alert] _ in
                received.append(alert?.textFields?.first?.text)
            })
        let presenter = ViewController()
        presenter.present(alert, animated: true)
        trackForMemoryLeaks(alert)
        trackForMemoryLeaks(presenter)

        try #require(alert.textFields?.first).enterText("New")
        alert.performAction(titled: "Rename")

        #expect(received == ["New"])
    }

    @Test("a disabled button does nothing and leaves the alert up until it is enabled")
    func disabledAction() {
        var handled = 0
        let (alert, presenter) = makeSUT { _ in handled += 1 }
        alert.actions[1].isEnabled = false

        let performedWhileDisabled = alert.performAction(titled: "Remove")
        alert.actions[1].isEnabled = true
        let performedWhenEnabled = alert.performAction(titled: "Remove")

        #expect(!performedWhileDisabled)
        #expect(performedWhenEnabled)
        #expect(handled == 1)
        #expect(presenter.presentedViewController == nil)
    }
}

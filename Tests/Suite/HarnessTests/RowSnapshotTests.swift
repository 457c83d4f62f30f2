import HeadlessUI
import Testing

@testable import Harness

@MainActor
@Suite("RowSnapshot")
struct RowSnapshotTests {
    private func label(_ text: String) -> Label {
        let label = Label()
        label.text = text
        return label
    }

    @Test("an element is found by its identifier, and the first one found under an identifier is kept")
    func lookUp() {
        var row = RowSnapshot()

        row.add("name", ElementSnapshot(label("Milk")))
        row.add("date", ElementSnapshot(label("1 Jan")))
        row.add("name", ElementSnapshot(label("Eggs")))

        #expect(row.text("name") == "Milk")
        #expect(row.element("date")?.text == "1 Jan")
        #expect(row.element("marker") == nil)
    }

    @Test("rows with the same identified elements are equal whatever order they were found in")
    func equality() {
        var first = RowSnapshot()
        first.add("name", ElementSnapshot(label("Milk")))
        first.add("date", ElementSnapshot(label("1 Jan")))
        var second = RowSnapshot()
        second.add("date", ElementSnapshot(label("1 Jan")))
        second.add("name", ElementSnapshot(label("Milk")))
        var third = RowSnapshot()
        third.add("name", ElementSnapshot(label("Milk")))

        #expect(first == second)
        #expect(first != third)
    }
}

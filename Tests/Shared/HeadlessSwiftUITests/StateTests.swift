import Foundation
import HeadlessSwiftUI
import HeadlessUI
import Testing

@MainActor
@Suite struct StateTests {
    private struct RenamingParent: View {
        @State private var title = "A"

        var body: some View {
            VStack {
                Text(title).accessibilityIdentifier("title")
                CounterView()
                Button("Rename") { title = "B" }.accessibilityIdentifier("rename")
            }
        }
    }

    private struct HidingParent: View {
        @State private var showsCounter = true

        var body: some View {
            VStack {
                if showsCounter {
                    CounterView()
                }
                Button("Toggle") { showsCounter.toggle() }.accessibilityIdentifier("toggle")
            }
        }
    }

    private struct BranchingParent: View {
        @State private var isFirst = true

        var body: some View {
            VStack {
                if isFirst {
                    CounterView()
                } else {
                    CounterView()
                }
                Button("Switch") { isFirst.toggle() }.accessibilityIdentifier("switch")
            }
        }
    }

    private struct ReorderingParent: View {
        @State private var names = ["a", "b"]

        var body: some View {
            VStack {
                ForEach(names, id: \.self) { name in
                    CounterView(name: name)
                }
                Button("Reverse") { names.reverse() }.accessibilityIdentifier("reverse")
                Button("Drop b") { names.removeAll { $0 == "b" } }.accessibilityIdentifier("drop")
                Button("Add b") { names.append("b") }.accessibilityIdentifier("restore")
            }
        }
    }

    @Test func keepsItsValueWhenItsViewIsRenderedAgain() {
        let screen = HostedScreen(RenamingParent())

        screen.tap("add-counter")
        screen.tap("add-counter")
        screen.tap("rename")

        #expect(screen.text("title") == "B")
        #expect(screen.text("count-counter") == "Count 2")
    }

    @Test func startsAgainFromItsInitialValueWhenItsViewLeavesAndComesBack() {
        let screen = HostedScreen(HidingParent())
        screen.tap("add-counter")

        screen.tap("toggle")
        let hidden = screen.text("count-counter")
        screen.tap("toggle")

        #expect(hidden == nil)
        #expect(screen.text("count-counter") == "Count 0")
    }

    @Test func isNotCarriedOverToTheOtherBranchOfAnIf() {
        let screen = HostedScreen(BranchingParent())
        screen.tap("add-counter")

        screen.tap("switch")

        #expect(screen.text("count-counter") == "Count 0")
    }

    @Test func staysWithItsForEachIdWhenTheRowsMove() {
        let screen = HostedScreen(ReorderingParent())
        screen.tap("add-b")

        screen.tap("reverse")

        #expect(screen.text("count-b") == "Count 1")
        #expect(screen.text("count-a") == "Count 0")
    }

    @Test func isDroppedWhenItsForEachIdLeaves() {
        let screen = HostedScreen(ReorderingParent())
        screen.tap("add-b")

        screen.tap("drop")
        screen.tap("restore")

        #expect(screen.text("count-b") == "Count 0")
    }

    private struct CounterList: View {
        @State private var names = ["a", "b"]

        var body: some View {
            VStack {
                List(names, id: \.self) { name in
                    CounterView(name: name)
                }
                .accessibilityIdentifier("list")
                Button("Add c") { names.append("c") }.accessibilityIdentifier("addRow")
            }
        }
    }

    @Test func staysWithItsListRowWhileTheRowIsOnScreen() throws {
        let screen = HostedScreen(CounterList())
        let table = try #require(screen.element("list", as: TableView.self))
        let addToB = table.cellForRow(at: IndexPath(row: 1, section: 0))?.view(withIdentifier: "add-b") as? UIButton
        addToB?.tap()

        screen.tap("addRow")

        let count = table.cellForRow(at: IndexPath(row: 1, section: 0))?.view(withIdentifier: "count-b") as? UILabel
        #expect(count?.text == "Count 1")
        #expect(table.numberOfRows(inSection: 0) == 3)
    }
}

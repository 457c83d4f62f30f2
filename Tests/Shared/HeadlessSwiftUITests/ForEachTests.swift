import HeadlessSwiftUI
import Testing

@MainActor
@Suite struct ForEachTests {
    @Test func makesOneViewPerElementInOrder() {
        let screen = HostedScreen(
            VStack {
                ForEach(0..<3) { number in
                    Text("Row \(number)")
                }
            })

        #expect(screen.screen == "  Label \"Row 0\" black\n  Label \"Row 1\" black\n  Label \"Row 2\" black")
    }

    @Test func usesTheIdOfIdentifiableElements() {
        let model = TaskModel(tasks: [TaskModel.Task(id: 7, title: "Milk"), TaskModel.Task(id: 8, title: "Eggs")])

        let screen = HostedScreen(
            VStack {
                ForEach(model.tasks) { task in
                    Text(task.title)
                }
            })

        #expect(screen.screen == "  Label \"Milk\" black\n  Label \"Eggs\" black")
    }
}

import Measure
import Results
import Testing

@testable import ChangeCost

@Suite("CostTable")
struct CostTableTests {
    @Test(
        "the terminal table has a block per request, a row per solution with its code per layer, and the styles without one"
    )
    func text() {
        let cost = SolutionCost(
            style: "MVVM", layers: [LayerChange(layer: "ViewModel", files: 1, codeAdded: 12, codeRemoved: 2)],
            files: [
                FileChange(
                    path: "Sources/Styles/MVVM/Todo/TodoListViewModel.swift", status: .modified, layer: "ViewModel",
                    isTest: false, codeAdded: 12, codeRemoved: 2, typesAdded: 1, protocolsAdded: 0),
                FileChange(
                    path: "Tests/Styles/MVVMTests/Todo/TodoListViewModelTests+Rename.swift", status: .added,
                    layer: "ViewModel", isTest: true, codeAdded: 40, codeRemoved: 0, typesAdded: 0, protocolsAdded: 0),
            ])
        let request = RequestCost(
            id: "E1", folder: "E1-rename-task", title: "Rename a task", scenarioCount: 11, solutions: [cost],
            missingStyles: ["VIP"])

        #expect(
            CostTable.text([request]) == """

                E1 Rename a task
                Style  Files  New files  Code +  Code -  Types +  Protocols +  Test files  Test code +  Test code -  Per layer
                MVVM       1          0      12       2        1            0           1           40            0  ViewModel +12 -2
                No solution yet: VIP
                """)
    }
}

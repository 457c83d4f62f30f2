import Testing

@testable import Measure

@Suite("Layer table: test files")
struct LayerTableTestFileTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let path: String
        let style: StyleDefinition
        let expected: LayerName?
        init(_ path: String, _ style: StyleDefinition, _ expected: LayerName?) {
            self.path = path
            self.style = style
            self.expected = expected
        }
        var testDescription: String { path }
    }

    static let cases: [Case] = [
        Case("Tests/VIPERTests/Todo/TodoListPresenterTests.swift", .viper, .presenter),
        Case("Tests/VIPERTests/Todo/TodoListInteractorTests.swift", .viper, .interactor),
        Case("Tests/VIPERTests/Todo/TodoListRouterTests.swift", .viper, .router),
        Case("Tests/MVVMTests/Todo/TodoListViewModelTests.swift", .mvvm, .viewModel),
        Case("Tests/MVVMTests/Todo/TodoListViewModelTests+Alerts.swift", .mvvm, .viewModel),
        Case("Tests/MVCTests/Todo/TodoListViewControllerTests.swift", .mvc, .controller),
        Case("Tests/MVVMTests/Todo/TodoListViewControllerTests.swift", .mvvm, .view),
        Case("Tests/MVCTests/MVCAppTests.swift", .mvc, .composition),
        Case("Tests/MVCTests/Composition/LaunchTests.swift", .mvc, .composition),
        Case("Tests/VIPERTests/Helpers/TodoListViewSpy.swift", .viper, nil),
        Case("Tests/VIPERTests/Helpers/FakeView.swift", .viper, nil),
        Case("Tests/MVVMTests/TodoListTests.swift", .mvvm, nil),
        Case("Tests/MVCTests/Tests.swift", .mvc, nil),
    ]

    @Test("attributes each test file to the layer it tests", arguments: cases)
    func attributes(_ testCase: Case) {
        let layer = LayerTable.standard.layer(ofTestFile: testCase.path, in: testCase.style)

        #expect(layer == testCase.expected)
    }
}

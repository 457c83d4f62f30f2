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
        Case("Tests/MVCTests/Todo/TodoListModelControllerTests.swift", .mvc, .modelController),
        Case("Tests/MVVMTests/Contacts/ContactBookModelControllerTests.swift", .mvvm, .modelController),
        Case("Tests/VIPERTests/Todo/TodoListInteractorTests+RowActions.swift", .viper, .interactor),
        Case("Tests/MVVMTests/Todo/TodoListViewControllerTests.swift", .mvvm, .view),
        Case("Tests/MVVMCTests/Contacts/ContactsCoordinatorTests.swift", .mvvmc, .coordinator),
        Case("Tests/MVVMCTests/Todo/TodoListViewModelTests+RowActions.swift", .mvvmc, .viewModel),
        Case("Tests/MVVMCTests/Composition/MVVMCAppTests.swift", .mvvmc, .composition),
        Case("Tests/MVVMCTests/Support/CoordinatorSpy.swift", .mvvmc, nil),
        Case("Tests/MVCTests/MVCAppTests.swift", .mvc, .composition),
        Case("Tests/MVCTests/Composition/LaunchTests.swift", .mvc, .composition),
        Case("Tests/TEATests/Todo/TodoListUpdateTests+RowActions.swift", .tea, .update),
        Case("Tests/TEATests/Contacts/AddContactUpdateTests.swift", .tea, .update),
        Case("Tests/TEATests/Todo/TodoListEffectHandlerTests.swift", .tea, .effects),
        Case("Tests/TEATests/Runtime/DriverTests.swift", .tea, .runtime),
        Case("Tests/TEATests/Shared/ViewControllerTests+AlertState.swift", .tea, .view),
        Case("Tests/TEATests/Composition/TEAAppTests.swift", .tea, .composition),
        Case("Tests/TEATests/Support/TestDriver.swift", .tea, nil),
        Case("Tests/VIPERTests/Helpers/TodoListViewSpy.swift", .viper, nil),
        Case("Tests/VIPERTests/Helpers/FakeView.swift", .viper, nil),
        Case("Tests/MVPTests/Todo/TodoListPresenterTests+RowActions.swift", .mvp, .presenter),
        Case("Tests/MVPTests/Contacts/AddContactPresenterTests.swift", .mvp, .presenter),
        Case("Tests/MVPTests/Todo/TodoListViewControllerTests.swift", .mvp, .view),
        Case("Tests/MVPTests/Composition/MVPAppTests.swift", .mvp, .composition),
        Case("Tests/MVPTests/Todo/Doubles/TodoListViewSpy.swift", .mvp, nil),
        Case("Tests/MVVMTests/TodoListTests.swift", .mvvm, nil),
        Case("Tests/MVCTests/Tests.swift", .mvc, nil),
        Case("Tests/VIPTests/Todo/TodoListInteractorTests+RowActions.swift", .vip, .interactor),
        Case("Tests/VIPTests/Todo/TodoListPresenterTests.swift", .vip, .presenter),
        Case("Tests/VIPTests/Todo/TodoListViewControllerTests.swift", .vip, .view),
        Case("Tests/VIPTests/Contacts/AddContact/AddContactRouterTests.swift", .vip, .router),
        Case("Tests/VIPTests/Contacts/ContactsWorkerTests.swift", .vip, .worker),
        Case("Tests/VIPTests/Composition/VIPAppTests.swift", .vip, .composition),
        Case("Tests/VIPTests/Todo/Doubles/TodoWorkerSpy.swift", .vip, nil),
    ]

    @Test("attributes each test file to the layer it tests", arguments: cases)
    func attributes(_ testCase: Case) {
        let layer = LayerTable.standard.layer(ofTestFile: testCase.path, in: testCase.style)

        #expect(layer == testCase.expected)
    }
}

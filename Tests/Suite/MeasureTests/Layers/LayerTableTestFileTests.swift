import Catalogue
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
        Case("Tests/Styles/VIPERTests/Todo/TodoListPresenterTests.swift", .viper, .presenter),
        Case("Tests/Styles/VIPERTests/Todo/TodoListInteractorTests.swift", .viper, .interactor),
        Case("Tests/Styles/VIPERTests/Todo/TodoListRouterTests.swift", .viper, .router),
        Case("Tests/Styles/MVVMTests/Todo/TodoListViewModelTests.swift", .mvvm, .viewModel),
        Case("Tests/Styles/MVVMTests/Todo/TodoListViewModelTests+Alerts.swift", .mvvm, .viewModel),
        Case("Tests/Styles/MVCTests/Todo/TodoListViewControllerTests.swift", .mvc, .controller),
        Case("Tests/Styles/MVCTests/Todo/TodoListModelControllerTests.swift", .mvc, .modelController),
        Case("Tests/Styles/MVVMTests/Contacts/ContactBookModelControllerTests.swift", .mvvm, .modelController),
        Case("Tests/Styles/VIPERTests/Todo/TodoListInteractorTests+RowActions.swift", .viper, .interactor),
        Case("Tests/Styles/MVVMTests/Todo/TodoListViewControllerTests.swift", .mvvm, .view),
        Case("Tests/Styles/MVVMCTests/Contacts/ContactsCoordinatorTests.swift", .mvvmc, .coordinator),
        Case("Tests/Styles/MVVMCTests/Todo/TodoListViewModelTests+RowActions.swift", .mvvmc, .viewModel),
        Case("Tests/Styles/MVVMCTests/Composition/MVVMCAppTests.swift", .mvvmc, .composition),
        Case("Tests/Styles/MVVMCTests/Support/CoordinatorSpy.swift", .mvvmc, nil),
        Case("Tests/Styles/MVCTests/MVCAppTests.swift", .mvc, .composition),
        Case("Tests/Styles/MVCTests/Composition/LaunchTests.swift", .mvc, .composition),
        Case("Tests/Styles/TEATests/Todo/TodoListUpdateTests+RowActions.swift", .tea, .update),
        Case("Tests/Styles/TEATests/Contacts/AddContactUpdateTests.swift", .tea, .update),
        Case("Tests/Styles/TEATests/Todo/TodoListEffectHandlerTests.swift", .tea, .effects),
        Case("Tests/Styles/TEATests/Runtime/DriverTests.swift", .tea, .runtime),
        Case("Tests/Styles/TEATests/Shared/ViewControllerTests+AlertState.swift", .tea, .view),
        Case("Tests/Styles/TEATests/Composition/TEAAppTests.swift", .tea, .composition),
        Case("Tests/Styles/TEATests/Support/TestDriver.swift", .tea, nil),
        Case("Tests/Styles/VIPERTests/Helpers/TodoListViewSpy.swift", .viper, nil),
        Case("Tests/Styles/VIPERTests/Helpers/FakeView.swift", .viper, nil),
        Case("Tests/Styles/MVPTests/Todo/TodoListPresenterTests+RowActions.swift", .mvp, .presenter),
        Case("Tests/Styles/MVPTests/Contacts/AddContactPresenterTests.swift", .mvp, .presenter),
        Case("Tests/Styles/MVPTests/Todo/TodoListViewControllerTests.swift", .mvp, .view),
        Case("Tests/Styles/MVPTests/Composition/MVPAppTests.swift", .mvp, .composition),
        Case("Tests/Styles/MVPTests/Todo/Doubles/TodoListViewSpy.swift", .mvp, nil),
        Case("Tests/Styles/MVVMTests/TodoListTests.swift", .mvvm, nil),
        Case("Tests/Styles/MVCTests/Tests.swift", .mvc, nil),
        Case("Tests/Styles/VIPTests/Todo/TodoListInteractorTests+RowActions.swift", .vip, .interactor),
        Case("Tests/Styles/VIPTests/Todo/TodoListPresenterTests.swift", .vip, .presenter),
        Case("Tests/Styles/VIPTests/Todo/TodoListViewControllerTests.swift", .vip, .view),
        Case("Tests/Styles/VIPTests/Contacts/AddContact/AddContactRouterTests.swift", .vip, .router),
        Case("Tests/Styles/VIPTests/Contacts/ContactsWorkerTests.swift", .vip, .worker),
        Case("Tests/Styles/VIPTests/Composition/VIPAppTests.swift", .vip, .composition),
        Case("Tests/Styles/VIPTests/Todo/Doubles/TodoWorkerSpy.swift", .vip, nil),
        Case("Tests/Styles/TCATests/Todo/TodoListReducerTests+RowActions.swift", .tca, .feature),
        Case("Tests/Styles/TCATests/Todo/TodoListViewTests.swift", .tca, .view),
        Case("Tests/Styles/TCATests/Runtime/StoreTests.swift", .tca, .runtime),
        Case("Tests/Styles/TCATests/Composition/TCAAppTests.swift", .tca, .composition),
        Case("Tests/Styles/TCATests/Support/TestStore.swift", .tca, nil),
    ]

    @Test("attributes each test file to the layer it tests", arguments: cases)
    func attributes(_ testCase: Case) {
        let layer = LayerTable.standard.layer(ofTestFile: testCase.path, in: testCase.style)

        #expect(layer == testCase.expected)
    }
}

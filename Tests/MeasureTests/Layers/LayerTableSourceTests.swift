import Testing

@testable import Measure

@Suite("Layer table: source files")
struct LayerTableSourceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let path: String
        let expected: SourcePlacement
        init(_ path: String, _ expected: SourcePlacement) {
            self.path = path
            self.expected = expected
        }
        var testDescription: String { path }
    }

    static let cases: [Case] = [
        Case("Sources/MVC/Todo/TodoListViewController.swift", .style("MVC", .controller)),
        Case("Sources/MVVM/Todo/TodoListViewController.swift", .style("MVVM", .view)),
        Case("Sources/VIPER/Todo/TodoListViewController.swift", .style("VIPER", .view)),
        Case("Sources/MVC/Todo/TodoListViewController+Alerts.swift", .style("MVC", .controller)),
        Case("Sources/MVC/Todo/TodoCell.swift", .style("MVC", .view)),
        Case("Sources/MVC/Todo/TodoListHeaderView.swift", .style("MVC", .view)),
        Case("Sources/MVC/Contacts/ContactFormViewControllerDelegate.swift", .style("MVC", .controller)),
        Case("Sources/MVVM/Todo/TodoListViewModel.swift", .style("MVVM", .viewModel)),
        Case("Sources/MVVM/Todo/TodoRowViewModel.swift", .style("MVVM", .viewModel)),
        Case("Sources/MVVM/Todo/TodoListViewModel+Priority.swift", .style("MVVM", .viewModel)),
        Case("Sources/MVVM/Contacts/ContactCell.swift", .style("MVVM", .view)),
        Case("Sources/VIPER/Todo/TodoListPresenter.swift", .style("VIPER", .presenter)),
        Case("Sources/VIPER/Todo/TodoListPresenter+InteractorOutput.swift", .style("VIPER", .presenter)),
        Case("Sources/VIPER/Todo/TodoListInteractor.swift", .style("VIPER", .interactor)),
        Case("Sources/VIPER/Todo/TodoListInteractorOutput.swift", .style("VIPER", .interactor)),
        Case("Sources/VIPER/Todo/TodoListRouter.swift", .style("VIPER", .router)),
        Case("Sources/VIPER/Todo/TodoListWireframe.swift", .style("VIPER", .router)),
        Case("Sources/VIPER/Todo/TodoListModuleBuilder.swift", .style("VIPER", .router)),
        Case("Sources/VIPER/Contacts/NewContactBuilder.swift", .style("VIPER", .router)),
        Case("Sources/VIPER/Todo/TodoListViewProtocol.swift", .style("VIPER", .view)),
        Case("Sources/VIPER/Todo/TodoListPresenting.swift", .style("VIPER", .presenter)),
        Case("Sources/VIPER/Todo/TodoRowDisplay.swift", .style("VIPER", .presenter)),
        Case("Sources/VIPER/Shared/DisplayColor.swift", .style("VIPER", .presenter)),
        Case("Sources/VIPER/Shared/Color+DisplayColor.swift", .style("VIPER", .view)),
        Case("Sources/VIPER/Todo/Array+TodoRowDisplay.swift", .style("VIPER", .presenter)),
        Case("Sources/VIPER/Todo/TodoListAlertChoice.swift", .style("VIPER", .presenter)),
        Case("Sources/VIPER/Contacts/AddContactModuleDelegate.swift", .style("VIPER", .presenter)),
        Case("Sources/VIPER/Contacts/ContactBookDataManager.swift", .style("VIPER", .interactor)),
        Case("Sources/MVVM/Shared/Observable.swift", .style("MVVM", .viewModel)),
        Case("Sources/MVVM/Shared/AlertController+Binding.swift", .unmapped),
        Case("Sources/VIPER/Todo/TodoListRouting.swift", .style("VIPER", .router)),
        Case("Sources/MVVM/Contacts/AddContactViewModelDelegate.swift", .style("MVVM", .viewModel)),
        Case("Sources/VIPER/Todo/TodoListRouterContract.swift", .style("VIPER", .router)),
        Case("Sources/VIPER/Todo/TodoListContract.swift", .style("VIPER", .presenter)),
        Case("Sources/VIPER/Todo/TodoListProtocols.swift", .style("VIPER", .presenter)),
        Case("Sources/MVVM/Composition/Dependencies.swift", .style("MVVM", .composition)),
        Case("Sources/VIPER/VIPERApp.swift", .style("VIPER", .composition)),
        Case("Sources/MVC/AppComposition.swift", .style("MVC", .composition)),
        Case("Sources/MVC/AppDelegate.swift", .style("MVC", .composition)),
        Case("Sources/Models/Todo/TodoItem.swift", .shared("Models", .model)),
        Case("Sources/HeadlessUI/Views/Label.swift", .shared("HeadlessUI", .platform)),
        Case("Sources/Harness/Report/ScenarioMatrixRunner.swift", .tooling),
        Case("Sources/Measure/Lexer/SwiftLexer.swift", .tooling),
    ]

    @Test("places each file", arguments: cases)
    func places(_ testCase: Case) {
        let placement = LayerTable.standard.placement(ofSource: testCase.path)

        #expect(placement == testCase.expected)
    }

    static let unmapped = [
        "Sources/MVC/Todo/TodoListHelpers.swift",
        "Sources/MVC/Todo/TodoListViewModel.swift",
        "Sources/MVVM/Todo/TodoListPresenter.swift",
        "Sources/MVVM/Todo/TodoListContract.swift",
        "Sources/MVVM/Todo/TodoRowDisplay.swift",
        "Sources/MVC/Shared/Array+Styling.swift",
        "Sources/MVC/Todo/TodoListInteractor.swift",
        "Sources/Unknown/Thing.swift",
        "Package.swift",
    ]

    @Test("leaves files that fit no rule unmapped", arguments: unmapped)
    func leavesUnmapped(_ path: String) {
        #expect(LayerTable.standard.placement(ofSource: path) == .unmapped)
    }
}

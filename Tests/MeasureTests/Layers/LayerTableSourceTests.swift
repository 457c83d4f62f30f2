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
        Case("Sources/MVVMC/Todo/TodoListViewController.swift", .style("MVVMC", .view)),
        Case("Sources/MVVMC/Todo/TodoListViewModel+Rows.swift", .style("MVVMC", .viewModel)),
        Case("Sources/MVVMC/Contacts/ContactListViewModelDelegate.swift", .style("MVVMC", .viewModel)),
        Case("Sources/MVVMC/Contacts/ContactBookModelController.swift", .style("MVVMC", .modelController)),
        Case("Sources/MVVMC/Contacts/ContactsCoordinator.swift", .style("MVVMC", .coordinator)),
        Case("Sources/MVVMC/Contacts/AddContactCoordinator.swift", .style("MVVMC", .coordinator)),
        Case("Sources/MVVMC/Shared/AppCoordinator.swift", .style("MVVMC", .coordinator)),
        Case("Sources/MVVMC/Composition/RootTabBarController.swift", .style("MVVMC", .composition)),
        Case("Sources/MVVMC/Composition/MVVMCApp.swift", .style("MVVMC", .composition)),
        Case("Sources/MVC/Todo/TodoListViewController+Alerts.swift", .style("MVC", .controller)),
        Case("Sources/MVC/Todo/TodoCell.swift", .style("MVC", .view)),
        Case("Sources/MVC/Todo/TodoListModelController.swift", .style("MVC", .modelController)),
        Case("Sources/MVC/Shared/ModelControllerObservers.swift", .style("MVC", .modelController)),
        Case("Sources/MVVM/Contacts/ContactBookModelController.swift", .style("MVVM", .modelController)),
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
        Case("Sources/MVVM/Shared/Property.swift", .style("MVVM", .viewModel)),
        Case("Sources/MVVM/Shared/Signal.swift", .style("MVVM", .viewModel)),
        Case("Sources/MVVM/Shared/DisplayColor.swift", .style("MVVM", .viewModel)),
        Case("Sources/MVVM/Shared/Color+DisplayColor.swift", .style("MVVM", .view)),
        Case("Sources/MVVM/Todo/TodoListAlertChoice.swift", .style("MVVM", .viewModel)),
        Case("Sources/MVVMC/Todo/TodoListViewModelType.swift", .style("MVVMC", .viewModel)),
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
        Case("Sources/MVP/Todo/TodoListViewController.swift", .style("MVP", .view)),
        Case("Sources/MVP/Todo/TodoListView.swift", .style("MVP", .view)),
        Case("Sources/MVP/Todo/TodoCell.swift", .style("MVP", .view)),
        Case("Sources/MVP/Shared/ViewController+AlertDisplay.swift", .style("MVP", .view)),
        Case("Sources/MVP/Shared/Color+DisplayColor.swift", .style("MVP", .view)),
        Case("Sources/MVP/Todo/TodoListPresenter.swift", .style("MVP", .presenter)),
        Case("Sources/MVP/Todo/TodoListPresenter+Display.swift", .style("MVP", .presenter)),
        Case("Sources/MVP/Todo/TodoListPresenting.swift", .style("MVP", .presenter)),
        Case("Sources/MVP/Todo/TodoRowDisplay.swift", .style("MVP", .presenter)),
        Case("Sources/MVP/Todo/TodoListAlertChoice.swift", .style("MVP", .presenter)),
        Case("Sources/MVP/Contacts/AddContactPresenterDelegate.swift", .style("MVP", .presenter)),
        Case("Sources/MVP/Shared/DisplayColor.swift", .style("MVP", .presenter)),
        Case("Sources/MVP/Composition/ContactsComposer.swift", .style("MVP", .composition)),
        Case("Sources/MVP/Composition/MVPApp.swift", .style("MVP", .composition)),
        Case("Sources/TEA/Todo/TodoListViewController.swift", .style("TEA", .view)),
        Case("Sources/TEA/Todo/TodoCell.swift", .style("TEA", .view)),
        Case("Sources/TEA/Shared/ViewController+Alert.swift", .style("TEA", .view)),
        Case("Sources/TEA/Todo/TodoListView.swift", .style("TEA", .view)),
        // No Presenter or ViewModel in TEA: its view functions name the colours, so they are View's.
        Case("Sources/TEA/Shared/DisplayColor.swift", .style("TEA", .view)),
        Case("Sources/TEA/Todo/TodoListState.swift", .style("TEA", .update)),
        Case("Sources/TEA/Todo/TodoListMessage.swift", .style("TEA", .update)),
        Case("Sources/TEA/Todo/TodoListUpdate.swift", .style("TEA", .update)),
        Case("Sources/TEA/Shared/AlertState+LoadFailure.swift", .style("TEA", .update)),
        Case("Sources/TEA/Todo/TodoListEffect.swift", .style("TEA", .effects)),
        Case("Sources/TEA/Todo/TodoListEffectHandler.swift", .style("TEA", .effects)),
        Case("Sources/TEA/Runtime/Driver.swift", .style("TEA", .runtime)),
        Case("Sources/TEA/Composition/TEAApp.swift", .style("TEA", .composition)),
        Case("Sources/Models/Todo/TodoItem.swift", .shared("Models", .model)),
        Case("Sources/HeadlessUI/Views/Label.swift", .shared("HeadlessUI", .platform)),
        Case("Sources/Harness/Report/ScenarioResultsRecorder.swift", .tooling),
        Case("Sources/Measure/Lexer/SwiftLexer.swift", .tooling),
        // VIP: each part of a scene by the protocol it declares; the scene models go with the presenter.
        Case("Sources/VIP/Todo/TodoListViewController.swift", .style("VIP", .view)),
        Case("Sources/VIP/Todo/TodoListDisplayLogic.swift", .style("VIP", .view)),
        Case("Sources/VIP/Shared/ViewController+Alert.swift", .style("VIP", .view)),
        Case("Sources/VIP/Todo/TodoListInteractor.swift", .style("VIP", .interactor)),
        Case("Sources/VIP/Todo/TodoListBusinessLogic.swift", .style("VIP", .interactor)),
        Case("Sources/VIP/Contacts/ContactList/ContactListDataStore.swift", .style("VIP", .interactor)),
        Case("Sources/VIP/Todo/TodoListPresenter+DisplayedList.swift", .style("VIP", .presenter)),
        Case("Sources/VIP/Todo/TodoListPresentationLogic.swift", .style("VIP", .presenter)),
        Case("Sources/VIP/Todo/TodoListModels.swift", .style("VIP", .presenter)),
        Case("Sources/VIP/Shared/AlertDisplay.swift", .style("VIP", .presenter)),
        Case("Sources/VIP/Contacts/ContactList/ContactListRouter.swift", .style("VIP", .router)),
        Case("Sources/VIP/Contacts/ContactList/ContactListRoutingLogic.swift", .style("VIP", .router)),
        Case("Sources/VIP/Contacts/ContactList/ContactListDataPassing.swift", .style("VIP", .router)),
        Case("Sources/VIP/Todo/TodoWorker.swift", .style("VIP", .worker)),
        Case("Sources/VIP/Todo/TodoWorkerProtocol.swift", .style("VIP", .worker)),
        Case("Sources/VIP/Composition/TodoListConfigurator.swift", .style("VIP", .composition)),
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
        "Sources/VIPER/Todo/TodoListModelController.swift",
        "Sources/MVVM/Contacts/ContactsCoordinator.swift",
        "Sources/VIPER/Contacts/AddContactCoordinator.swift",
        "Sources/MVVMC/Todo/TodoListPresenter.swift",
        "Sources/TEA/Todo/TodoListViewModel.swift",
        "Sources/MVVM/Todo/TodoListState.swift",
        "Sources/VIPER/Runtime/Driver.swift",
        "Sources/MVC/Shared/ChangeObservers.swift",
        "Sources/MVP/Todo/TodoListViewModel.swift",
        "Sources/MVP/Todo/TodoListInteractor.swift",
        "Sources/MVP/Todo/TodoListRouter.swift",
        "Sources/MVP/Contacts/ContactBookModelController.swift",
        "Sources/Unknown/Thing.swift",
        "Sources/VIPER/Todo/TodoWorker.swift",
        "Sources/MVVM/Todo/TodoListModels.swift",
        "Package.swift",
    ]

    @Test("leaves files that fit no rule unmapped", arguments: unmapped)
    func leavesUnmapped(_ path: String) {
        #expect(LayerTable.standard.placement(ofSource: path) == .unmapped)
    }
}

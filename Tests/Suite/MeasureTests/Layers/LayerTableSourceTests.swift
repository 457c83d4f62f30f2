import Catalogue
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
        Case("Sources/Styles/MVC/Todo/TodoListViewController.swift", .style("MVC", .controller)),
        Case("Sources/Styles/MVVM/Todo/TodoListViewController.swift", .style("MVVM", .view)),
        Case("Sources/Styles/VIPER/Todo/TodoListViewController.swift", .style("VIPER", .view)),
        Case("Sources/Styles/MVVMC/Todo/TodoListViewController.swift", .style("MVVMC", .view)),
        Case("Sources/Styles/MVVMC/Todo/TodoListViewModel+Rows.swift", .style("MVVMC", .viewModel)),
        Case("Sources/Styles/MVVMC/Contacts/ContactListViewModelDelegate.swift", .style("MVVMC", .viewModel)),
        Case("Sources/Styles/MVVMC/Contacts/ContactBookModelController.swift", .style("MVVMC", .modelController)),
        Case("Sources/Styles/MVVMC/Contacts/ContactsCoordinator.swift", .style("MVVMC", .coordinator)),
        Case("Sources/Styles/MVVMC/Contacts/AddContactCoordinator.swift", .style("MVVMC", .coordinator)),
        Case("Sources/Styles/MVVMC/Shared/AppCoordinator.swift", .style("MVVMC", .coordinator)),
        Case("Sources/Styles/MVVMC/Composition/RootTabBarController.swift", .style("MVVMC", .composition)),
        Case("Sources/Styles/MVVMC/Composition/MVVMCApp.swift", .style("MVVMC", .composition)),
        Case("Sources/Styles/MVC/Todo/TodoListViewController+Alerts.swift", .style("MVC", .controller)),
        Case("Sources/Styles/MVC/Todo/TodoCell.swift", .style("MVC", .view)),
        Case("Sources/Styles/MVC/Todo/TodoListModelController.swift", .style("MVC", .modelController)),
        Case("Sources/Styles/MVC/Shared/ModelControllerObservers.swift", .style("MVC", .modelController)),
        Case("Sources/Styles/MVVM/Contacts/ContactBookModelController.swift", .style("MVVM", .modelController)),
        Case("Sources/Styles/MVC/Todo/TodoListHeaderView.swift", .style("MVC", .view)),
        Case("Sources/Styles/MVC/Contacts/ContactFormViewControllerDelegate.swift", .style("MVC", .controller)),
        Case("Sources/Styles/MVVM/Todo/TodoListViewModel.swift", .style("MVVM", .viewModel)),
        Case("Sources/Styles/MVVM/Todo/TodoRowViewModel.swift", .style("MVVM", .viewModel)),
        Case("Sources/Styles/MVVM/Todo/TodoListViewModel+Priority.swift", .style("MVVM", .viewModel)),
        Case("Sources/Styles/MVVM/Contacts/ContactCell.swift", .style("MVVM", .view)),
        Case("Sources/Styles/VIPER/Todo/TodoListPresenter.swift", .style("VIPER", .presenter)),
        Case("Sources/Styles/VIPER/Todo/TodoListPresenter+InteractorOutput.swift", .style("VIPER", .presenter)),
        Case("Sources/Styles/VIPER/Todo/TodoListInteractor.swift", .style("VIPER", .interactor)),
        Case("Sources/Styles/VIPER/Todo/TodoListInteractorOutput.swift", .style("VIPER", .interactor)),
        Case("Sources/Styles/VIPER/Todo/TodoListRouter.swift", .style("VIPER", .router)),
        Case("Sources/Styles/VIPER/Todo/TodoListWireframe.swift", .style("VIPER", .router)),
        Case("Sources/Styles/VIPER/Todo/TodoListModuleBuilder.swift", .style("VIPER", .router)),
        Case("Sources/Styles/VIPER/Contacts/NewContactBuilder.swift", .style("VIPER", .router)),
        Case("Sources/Styles/VIPER/Todo/TodoListViewProtocol.swift", .style("VIPER", .view)),
        Case("Sources/Styles/VIPER/Todo/TodoListPresenting.swift", .style("VIPER", .presenter)),
        Case("Sources/Styles/VIPER/Todo/TodoRowDisplay.swift", .style("VIPER", .presenter)),
        Case("Sources/Styles/VIPER/Shared/DisplayColor.swift", .style("VIPER", .presenter)),
        Case("Sources/Styles/VIPER/Shared/Color+DisplayColor.swift", .style("VIPER", .view)),
        Case("Sources/Styles/VIPER/Todo/Array+TodoRowDisplay.swift", .style("VIPER", .presenter)),
        Case("Sources/Styles/VIPER/Todo/TodoListAlertChoice.swift", .style("VIPER", .presenter)),
        Case("Sources/Styles/VIPER/Contacts/AddContactModuleDelegate.swift", .style("VIPER", .presenter)),
        Case("Sources/Styles/VIPER/Contacts/ContactBookDataManager.swift", .style("VIPER", .interactor)),
        Case("Sources/Styles/MVVM/Shared/Observable.swift", .style("MVVM", .viewModel)),
        Case("Sources/Styles/MVVM/Shared/Property.swift", .style("MVVM", .viewModel)),
        Case("Sources/Styles/MVVM/Shared/Signal.swift", .style("MVVM", .viewModel)),
        Case("Sources/Styles/MVVM/Shared/DisplayColor.swift", .style("MVVM", .viewModel)),
        Case("Sources/Styles/MVVM/Shared/Color+DisplayColor.swift", .style("MVVM", .view)),
        Case("Sources/Styles/MVVM/Todo/TodoListAlertChoice.swift", .style("MVVM", .viewModel)),
        Case("Sources/Styles/MVVMC/Todo/TodoListViewModelType.swift", .style("MVVMC", .viewModel)),
        Case("Sources/Styles/MVVM/Shared/AlertController+Binding.swift", .unmapped),
        Case("Sources/Styles/VIPER/Todo/TodoListRouting.swift", .style("VIPER", .router)),
        Case("Sources/Styles/MVVM/Contacts/AddContactViewModelDelegate.swift", .style("MVVM", .viewModel)),
        Case("Sources/Styles/VIPER/Todo/TodoListRouterContract.swift", .style("VIPER", .router)),
        Case("Sources/Styles/VIPER/Todo/TodoListContract.swift", .style("VIPER", .presenter)),
        Case("Sources/Styles/VIPER/Todo/TodoListProtocols.swift", .style("VIPER", .presenter)),
        Case("Sources/Styles/MVVM/Composition/Dependencies.swift", .style("MVVM", .composition)),
        Case("Sources/Styles/VIPER/VIPERApp.swift", .style("VIPER", .composition)),
        Case("Sources/Styles/MVC/AppComposition.swift", .style("MVC", .composition)),
        Case("Sources/Styles/MVC/AppDelegate.swift", .style("MVC", .composition)),
        Case("Sources/Styles/MVP/Todo/TodoListViewController.swift", .style("MVP", .view)),
        Case("Sources/Styles/MVP/Todo/TodoListView.swift", .style("MVP", .view)),
        Case("Sources/Styles/MVP/Todo/TodoCell.swift", .style("MVP", .view)),
        Case("Sources/Styles/MVP/Shared/ViewController+AlertDisplay.swift", .style("MVP", .view)),
        Case("Sources/Styles/MVP/Shared/Color+DisplayColor.swift", .style("MVP", .view)),
        Case("Sources/Styles/MVP/Todo/TodoListPresenter.swift", .style("MVP", .presenter)),
        Case("Sources/Styles/MVP/Todo/TodoListPresenter+Display.swift", .style("MVP", .presenter)),
        Case("Sources/Styles/MVP/Todo/TodoListPresenting.swift", .style("MVP", .presenter)),
        Case("Sources/Styles/MVP/Todo/TodoRowDisplay.swift", .style("MVP", .presenter)),
        Case("Sources/Styles/MVP/Todo/TodoListAlertChoice.swift", .style("MVP", .presenter)),
        Case("Sources/Styles/MVP/Contacts/AddContactPresenterDelegate.swift", .style("MVP", .presenter)),
        Case("Sources/Styles/MVP/Shared/DisplayColor.swift", .style("MVP", .presenter)),
        Case("Sources/Styles/MVP/Composition/ContactsComposer.swift", .style("MVP", .composition)),
        Case("Sources/Styles/MVP/Composition/MVPApp.swift", .style("MVP", .composition)),
        Case("Sources/Styles/TEA/Todo/TodoListViewController.swift", .style("TEA", .view)),
        Case("Sources/Styles/TEA/Todo/TodoCell.swift", .style("TEA", .view)),
        Case("Sources/Styles/TEA/Shared/ViewController+Alert.swift", .style("TEA", .view)),
        Case("Sources/Styles/TEA/Todo/TodoListView.swift", .style("TEA", .view)),
        // No Presenter or ViewModel in TEA: its view functions name the colours, so they are View's.
        Case("Sources/Styles/TEA/Shared/DisplayColor.swift", .style("TEA", .view)),
        Case("Sources/Styles/TEA/Todo/TodoListState.swift", .style("TEA", .update)),
        Case("Sources/Styles/TEA/Todo/TodoListMessage.swift", .style("TEA", .update)),
        Case("Sources/Styles/TEA/Todo/TodoListUpdate.swift", .style("TEA", .update)),
        Case("Sources/Styles/TEA/Shared/AlertState+LoadFailure.swift", .style("TEA", .update)),
        Case("Sources/Styles/TEA/Todo/TodoListEffect.swift", .style("TEA", .effects)),
        Case("Sources/Styles/TEA/Todo/TodoListEffectHandler.swift", .style("TEA", .effects)),
        Case("Sources/Styles/TEA/Runtime/Driver.swift", .style("TEA", .runtime)),
        Case("Sources/Styles/TEA/Composition/TEAApp.swift", .style("TEA", .composition)),
        Case("Sources/Shared/Models/Todo/TodoItem.swift", .shared("Models", .model)),
        Case("Sources/Shared/HeadlessUI/Views/Label.swift", .shared("HeadlessUI", .platform)),
        Case("Sources/Suite/Harness/Report/ScenarioResultsRecorder.swift", .tooling),
        Case("Sources/Suite/Measure/Lexer/SwiftLexer.swift", .tooling),
        // VIP: each part of a scene by the protocol it declares; the scene models go with the presenter.
        Case("Sources/Styles/VIP/Todo/TodoListViewController.swift", .style("VIP", .view)),
        Case("Sources/Styles/VIP/Todo/TodoListDisplayLogic.swift", .style("VIP", .view)),
        Case("Sources/Styles/VIP/Shared/ViewController+Alert.swift", .style("VIP", .view)),
        Case("Sources/Styles/VIP/Todo/TodoListInteractor.swift", .style("VIP", .interactor)),
        Case("Sources/Styles/VIP/Todo/TodoListBusinessLogic.swift", .style("VIP", .interactor)),
        Case("Sources/Styles/VIP/Contacts/ContactList/ContactListDataStore.swift", .style("VIP", .interactor)),
        Case("Sources/Styles/VIP/Todo/TodoListPresenter+DisplayedList.swift", .style("VIP", .presenter)),
        Case("Sources/Styles/VIP/Todo/TodoListPresentationLogic.swift", .style("VIP", .presenter)),
        Case("Sources/Styles/VIP/Todo/TodoListModels.swift", .style("VIP", .presenter)),
        Case("Sources/Styles/VIP/Shared/AlertDisplay.swift", .style("VIP", .presenter)),
        Case("Sources/Styles/VIP/Contacts/ContactList/ContactListRouter.swift", .style("VIP", .router)),
        Case("Sources/Styles/VIP/Contacts/ContactList/ContactListRoutingLogic.swift", .style("VIP", .router)),
        Case("Sources/Styles/VIP/Contacts/ContactList/ContactListDataPassing.swift", .style("VIP", .router)),
        Case("Sources/Styles/VIP/Todo/TodoWorker.swift", .style("VIP", .worker)),
        Case("Sources/Styles/VIP/Todo/TodoWorkerProtocol.swift", .style("VIP", .worker)),
        Case("Sources/Styles/VIP/Composition/TodoListConfigurator.swift", .style("VIP", .composition)),
        // TCA: a feature's state, actions and reducer together; its generic runtime by its folder.
        Case("Sources/Styles/TCA/Todo/TodoListState.swift", .style("TCA", .feature)),
        Case("Sources/Styles/TCA/Todo/TodoListAction.swift", .style("TCA", .feature)),
        Case("Sources/Styles/TCA/Todo/TodoListReducer.swift", .style("TCA", .feature)),
        Case("Sources/Styles/TCA/Shared/AlertState+LoadFailure.swift", .style("TCA", .feature)),
        Case("Sources/Styles/TCA/Todo/TodoListView.swift", .style("TCA", .view)),
        Case("Sources/Styles/TCA/Todo/Priority+Color.swift", .style("TCA", .view)),
        Case("Sources/Styles/TCA/Runtime/Store.swift", .style("TCA", .runtime)),
        Case("Sources/Styles/TCA/Runtime/Effect.swift", .style("TCA", .runtime)),
        Case("Sources/Styles/TCA/Runtime/Reducer.swift", .style("TCA", .runtime)),
        Case("Sources/Styles/TCA/Composition/TCAApp.swift", .style("TCA", .composition)),
    ]

    @Test("places each file", arguments: cases)
    func places(_ testCase: Case) {
        let placement = LayerTable.standard.placement(ofSource: testCase.path)

        #expect(placement == testCase.expected)
    }

    static let unmapped = [
        "Sources/Styles/MVC/Todo/TodoListHelpers.swift",
        "Sources/Styles/MVC/Todo/TodoListViewModel.swift",
        "Sources/Styles/MVVM/Todo/TodoListPresenter.swift",
        "Sources/Styles/MVVM/Todo/TodoListContract.swift",
        "Sources/Styles/MVVM/Todo/TodoRowDisplay.swift",
        "Sources/Styles/MVC/Shared/Array+Styling.swift",
        "Sources/Styles/MVC/Todo/TodoListInteractor.swift",
        "Sources/Styles/VIPER/Todo/TodoListModelController.swift",
        "Sources/Styles/MVVM/Contacts/ContactsCoordinator.swift",
        "Sources/Styles/VIPER/Contacts/AddContactCoordinator.swift",
        "Sources/Styles/MVVMC/Todo/TodoListPresenter.swift",
        "Sources/Styles/TEA/Todo/TodoListViewModel.swift",
        "Sources/Styles/MVVM/Todo/TodoListState.swift",
        "Sources/Styles/VIPER/Runtime/Driver.swift",
        "Sources/Styles/MVVM/Runtime/Store.swift",
        "Sources/Styles/TCA/Todo/TodoListEffect.swift",
        "Sources/Styles/TCA/Todo/TodoListMessage.swift",
        "Sources/Styles/MVC/Shared/ChangeObservers.swift",
        "Sources/Styles/MVP/Todo/TodoListViewModel.swift",
        "Sources/Styles/MVP/Todo/TodoListInteractor.swift",
        "Sources/Styles/MVP/Todo/TodoListRouter.swift",
        "Sources/Styles/MVP/Contacts/ContactBookModelController.swift",
        "Sources/Unknown/Thing.swift",
        "Sources/Styles/VIPER/Todo/TodoWorker.swift",
        "Sources/Styles/MVVM/Todo/TodoListModels.swift",
        "Package.swift",
    ]

    @Test("leaves files that fit no rule unmapped", arguments: unmapped)
    func leavesUnmapped(_ path: String) {
        #expect(LayerTable.standard.placement(ofSource: path) == .unmapped)
    }
}

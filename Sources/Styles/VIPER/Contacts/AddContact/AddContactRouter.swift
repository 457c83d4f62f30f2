import HeadlessUI
import Models

/// Builds a New Contact module and closes its screen.
@MainActor
final class AddContactRouter: AddContactRouting {
    /// The screen this router presents from and dismisses; the screen owns the module.
    weak var viewController: ViewController?

    /// The one place a New Contact module is put together. `delegate` hears about the saved contact.
    static func makeModule(
        dataManager: ContactBookDataManager, delegate: any AddContactModuleDelegate
    ) -> AddContactViewController {
        let router = AddContactRouter()
        let interactor = AddContactInteractor(dataManager: dataManager)
        let presenter = AddContactPresenter(interactor: interactor, router: router)
        let viewController = AddContactViewController(presenter: presenter)
        presenter.view = viewController
        presenter.delegate = delegate
        interactor.output = presenter
        router.viewController = viewController
        return viewController
    }

    func dismiss() {
        viewController?.dismiss(animated: true)
    }
}

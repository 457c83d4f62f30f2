import HeadlessUI

/// The New Contact flow, a child of the Contacts flow: it presents the form modally in its own
/// navigation stack and, when the form's view model sends `dismiss` (saved, cancelled or swiped
/// away), dismisses it and tells its parent, which then lets go of this coordinator. As the sheet's
/// presentation controller delegate it hands the user's swipes to the view model, so a form swiped
/// away ends the flow too instead of leaving this coordinator in its parent's children.
@MainActor
final class AddContactCoordinator {
    private let viewModel: any AddContactViewModelType
    /// The screen the form is presented from; the tab bar owns it.
    private weak var presenter: ViewController?
    private let onFinish: @MainActor (AddContactCoordinator) -> Void

    /// `onFinish` runs once the flow is over and the form is gone.
    init(
        viewModel: any AddContactViewModelType, presenter: ViewController,
        onFinish: @escaping @MainActor (AddContactCoordinator) -> Void
    ) {
        self.viewModel = viewModel
        self.presenter = presenter
        self.onFinish = onFinish
    }

    func start() {
        // The view model owns this observer, so it holds the coordinator weakly: no cycle.
        viewModel.outputs.dismiss.observe { [weak self] in self?.finish() }
        let form = NavigationController(rootViewController: AddContactViewController(viewModel: viewModel))
        form.presentationController?.delegate = self
        presenter?.present(form, animated: true)
        // A presenter that is already presenting refuses, as UIKit does: the flow ends at once rather
        // than waiting for a form nobody sees.
        if form.presentingViewController == nil {
            onFinish(self)
        }
    }

    /// Dismissing from the presenter closes the form together with anything shown over it; after a
    /// swipe the form is already gone and dismissing does nothing.
    private func finish() {
        presenter?.dismiss(animated: true)
        onFinish(self)
    }
}

// MARK: - Swipe down

extension AddContactCoordinator: AdaptivePresentationControllerDelegate {
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        viewModel.inputs.swipeDownRefused()
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        viewModel.inputs.swipedDown()
    }
}

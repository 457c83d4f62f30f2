import Models

/// Turns the New Contact interactor's outcomes into view models: unsaved changes make the sheet modal
/// in presentation, a refused swipe down becomes the discard action sheet, a saved contact or a
/// dismissal closes the screen, a refusal becomes an alert with its texts.
@MainActor
final class AddContactPresenter: AddContactPresentationLogic {
    weak var viewController: (any AddContactDisplayLogic)?

    init() {}

    func presentUnsavedChanges(response: CreateContact.UnsavedChanges.Response) {
        viewController?.displayUnsavedChanges(
            viewModel: CreateContact.UnsavedChanges.ViewModel(isModalInPresentation: response.hasChanges))
    }

    func presentSavedContact(response: CreateContact.DoneButtonTapped.Response) {
        viewController?.displaySavedContact(viewModel: CreateContact.DoneButtonTapped.ViewModel())
    }

    /// An action sheet without title or message, as iOS asks before dropping a form's text.
    func presentDiscardConfirmation(response: CreateContact.SwipeDownRefused.Response) {
        let sheet = AlertDisplay<AddContactAlertChoice>(
            title: "",
            message: "",
            style: .actionSheet,
            buttons: [
                AlertDisplay.Button(title: "Discard Changes", role: .destructive, choice: .discardChanges),
                AlertDisplay.Button(title: "Keep Editing", role: .cancel),
            ])
        viewController?.displayDiscardConfirmation(viewModel: CreateContact.SwipeDownRefused.ViewModel(sheet: sheet))
    }

    func presentDismissal(response: CreateContact.Dismissal.Response) {
        viewController?.displayDismissal(viewModel: CreateContact.Dismissal.ViewModel())
    }

    func presentRefusal(response: CreateContact.Refusal.Response) {
        let alert: AlertDisplay<Never> =
            switch response.reason {
            case .invalidName(.missingName):
                .notice(title: "Error", message: "A contact must have first and last names", button: "Ok")
            case .invalidName(.tooLong):
                .notice(title: "Error", message: "A name can have at most 100 characters", button: "Ok")
            case .notSaved(let error):
                .notice(title: "Could not save", message: "Your contact was not saved: \(error.reason)")
            }
        viewController?.displayRefusal(viewModel: CreateContact.Refusal.ViewModel(alert: alert))
    }
}

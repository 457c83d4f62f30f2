import Models

/// Turns the New Contact interactor's outcomes into view models: a saved contact closes the screen,
/// a refusal becomes an alert with its texts.
@MainActor
final class AddContactPresenter: AddContactPresentationLogic {
    weak var viewController: (any AddContactDisplayLogic)?

    init() {}

    func presentSavedContact(response: CreateContact.DoneButtonTapped.Response) {
        viewController?.displaySavedContact(viewModel: CreateContact.DoneButtonTapped.ViewModel())
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

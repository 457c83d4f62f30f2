import Models
import Observation

/// The New Contact screen's state and rules: it validates the names, adds the contact through the
/// model controller it shares with the list, and is done once the contact is saved, or says why the
/// store refused it. It also says whether the form has changes, and asks before a swipe down throws
/// them away. Whoever presents it learns through `onFinish` that the screen's work is over.
@MainActor
@Observable
final class AddContactViewModel: Identifiable {
    typealias Alert = AlertViewModel<AddContactAlertChoice>

    // MARK: State

    private(set) var firstName = ""
    private(set) var lastName = ""
    /// The alert or action sheet on screen; nil once it is closed.
    private(set) var alert: Alert?

    /// Text in either field after trimming: the sheet then refuses a swipe down and asks instead.
    var hasChanges: Bool {
        !firstName.trimmedForNames.isEmpty || !lastName.trimmedForNames.isEmpty
    }

    @ObservationIgnored private let model: ContactBookModelController
    @ObservationIgnored private let onFinish: @MainActor () -> Void

    init(model: ContactBookModelController, onFinish: @escaping @MainActor () -> Void) {
        self.model = model
        self.onFinish = onFinish
    }

    // MARK: Intents

    func firstNameChanged(_ text: String) {
        firstName = text
    }

    func lastNameChanged(_ text: String) {
        lastName = text
    }

    func cancelButtonTapped() {
        onFinish()
    }

    func doneButtonTapped() {
        switch ContactName.validate(firstName: firstName, lastName: lastName) {
        case .failure(.missingName):
            alert = .notice(title: "Error", message: "A contact must have first and last names", button: "Ok")
        case .failure(.tooLong):
            alert = .notice(title: "Error", message: "A name can have at most 100 characters", button: "Ok")
        case .success(let name):
            do {
                try model.add(name)
                onFinish()
            } catch {
                alert = .notice(title: "Could not save", message: "Your contact was not saved: \(error.reason)")
            }
        }
    }

    func alertButtonTapped(_ choice: AddContactAlertChoice) {
        switch choice {
        case .discardChanges:
            onFinish()
        }
    }

    /// Any button closes the alert, before its choice (if it has one) arrives.
    func alertDismissed() {
        alert = nil
    }

    /// The user swiped the sheet down and it stayed, because the form has changes: ask.
    func swipeDownRefused() {
        alert = Alert(
            title: "", message: "", style: .actionSheet,
            buttons: [
                .init(title: "Discard Changes", role: .destructive, choice: .discardChanges),
                .init(title: "Keep Editing", role: .cancel),
            ])
    }
}

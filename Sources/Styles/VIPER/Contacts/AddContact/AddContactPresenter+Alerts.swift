import Models

// The texts and buttons of every New Contact alert.
extension AddContactPresenter {
    typealias Alert = AlertDisplay<AddContactAlertChoice>

    static func nameProblemAlert(_ problem: AddContactNameProblem) -> Alert {
        let message =
            switch problem {
            case .missingName: "A contact must have first and last names"
            case .tooLong: "A name can have at most 100 characters"
            }
        return .notice(title: "Error", message: message, button: "Ok")
    }

    static func saveFailureAlert(_ error: StoreError) -> Alert {
        .notice(title: "Could not save", message: "Your contact was not saved: \(error.reason)")
    }

    /// Asked when a swipe down was refused: an action sheet with no title and no message. "Keep Editing"
    /// only closes it.
    static let discardChangesAlert = Alert(
        title: "", message: "", style: .actionSheet,
        buttons: [
            Alert.Button(title: "Discard Changes", role: .destructive, choice: .discardChanges),
            Alert.Button(title: "Keep Editing", role: .cancel),
        ])
}

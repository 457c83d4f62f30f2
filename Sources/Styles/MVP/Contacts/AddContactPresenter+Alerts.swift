// The words and buttons of New Contact's action sheet.
extension AddContactPresenter {
    typealias Alert = AlertDisplay<AddContactAlertChoice>

    /// Shown when a swipe down was refused: no title and no message, the two buttons say it all. "Keep
    /// Editing" carries no choice: closing the sheet leaves the form as it was.
    static let discardChangesAlert = Alert(
        title: "", message: "", style: .actionSheet,
        buttons: [
            Alert.Button(title: "Discard Changes", role: .destructive, choice: .discardChanges),
            Alert.Button(title: "Keep Editing", role: .cancel),
        ])
}

/// What a button of a contacts alert decides; the view controller sends it back to the interactor in
/// `ListContacts.AlertButtonTapped.Request`.
enum ContactListAlertChoice: Equatable {
    case retryImport
}

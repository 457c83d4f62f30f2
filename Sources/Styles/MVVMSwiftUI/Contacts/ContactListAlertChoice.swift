/// What a button of a contacts alert decides, sent back to the view model by the view.
enum ContactListAlertChoice: Equatable, Sendable {
    case retryImport
}

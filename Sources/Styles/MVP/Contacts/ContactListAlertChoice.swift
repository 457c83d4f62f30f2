/// What a button of a contacts alert decides, reported back to the presenter by the view.
enum ContactListAlertChoice: Equatable {
    case retryImport
}

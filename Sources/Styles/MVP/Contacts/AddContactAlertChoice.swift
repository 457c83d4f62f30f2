/// What a button of a New Contact alert decides, reported back to the presenter by the view. "Keep
/// Editing" decides nothing: it only closes the action sheet.
enum AddContactAlertChoice: Equatable {
    case discardChanges
}

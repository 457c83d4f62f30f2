/// What a button of a New Contact alert decides, sent back to the view model by the view. "Keep
/// Editing" only closes the action sheet, so it has no choice.
enum AddContactAlertChoice: Equatable, Sendable {
    case discardChanges
}

/// What a button of a New Contact alert decides, handed back to the presenter by the view.
enum AddContactAlertChoice: Equatable {
    /// "Discard Changes", after a swipe down was refused: close without saving.
    case discardChanges
}

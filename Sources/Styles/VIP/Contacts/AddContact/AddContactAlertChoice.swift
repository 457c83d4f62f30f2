/// What a button of New Contact's discard action sheet decides; the view controller sends it back to
/// the interactor in `CreateContact.AlertButtonTapped.Request`. "Keep Editing" has no choice: it only
/// closes the sheet.
enum AddContactAlertChoice: Equatable {
    case discardChanges
}

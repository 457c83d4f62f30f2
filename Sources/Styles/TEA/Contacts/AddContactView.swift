/// What New Contact shows, as one value, made from the form's state by the view function.
struct AddContactView: Equatable {
    let firstNameText: String
    let lastNameText: String
    /// True while the form has changes: the sheet then refuses a swipe down and says so.
    let isModalInPresentation: Bool
    let alert: AlertState<AddContactMessage>?
}

extension AddContactView {
    /// The view function: New Contact for `state`.
    static func of(_ state: AddContactState) -> AddContactView {
        AddContactView(
            firstNameText: state.firstName, lastNameText: state.lastName, isModalInPresentation: state.hasChanges,
            alert: state.alert)
    }
}

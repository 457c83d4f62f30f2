/// What New Contact shows, as one value, made from the form's state by the view function.
struct AddContactView: Equatable {
    let firstNameText: String
    let lastNameText: String
    let alert: AlertState<AddContactMessage>?
}

extension AddContactView {
    /// The view function: New Contact for `state`.
    static func of(_ state: AddContactState) -> AddContactView {
        AddContactView(firstNameText: state.firstName, lastNameText: state.lastName, alert: state.alert)
    }
}

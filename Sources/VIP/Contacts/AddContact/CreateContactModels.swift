import Models

/// The New Contact scene's use cases, named for the event that starts each: the Request the view
/// controller sends, the Response the interactor hands the presenter, the ViewModel the presenter
/// gives back. `Refusal` has no Request: it is how Done can end.
enum CreateContact {
    /// The first name field's text changed.
    enum FirstNameChanged {
        struct Request: Equatable { let text: String }
    }

    /// The last name field's text changed.
    enum LastNameChanged {
        struct Request: Equatable { let text: String }
    }

    /// Done was tapped: the names typed so far become a contact.
    enum DoneButtonTapped {
        struct Request: Equatable {}
        /// The contact is saved, and kept in the data store for the router to pass on.
        struct Response: Equatable {}
        /// Nothing is left to show: the screen closes.
        struct ViewModel: Equatable {}
    }

    /// The names or the save were refused; the screen stays, with its text.
    enum Refusal {
        struct Response: Equatable {
            enum Reason: Equatable {
                case invalidName(ContactName.Problem)
                case notSaved(StoreError)
            }

            let reason: Reason
        }
        struct ViewModel: Equatable { let alert: AlertDisplay<Never> }
    }
}

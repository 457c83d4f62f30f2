import Models

/// The New Contact scene's use cases: the Request the view controller sends, the Response the
/// interactor hands the presenter, the ViewModel the presenter gives back. `Refusal` has no Request:
/// it is how saving can end.
enum AddContact {
    /// Done was tapped with the two names as typed.
    enum SaveContact {
        struct Request: Equatable {
            let firstName: String
            let lastName: String
        }
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

import Models

/// The New Contact scene's use cases, named for the event that starts each: the Request the view
/// controller sends, the Response the interactor hands the presenter, the ViewModel the presenter
/// gives back. An enum without a Request is an outcome: `UnsavedChanges` is how typing ends,
/// `Dismissal` how a swipe down and "Discard Changes" end, `Refusal` how Done can end.
enum CreateContact {
    /// The first name field's text changed.
    enum FirstNameChanged {
        struct Request: Equatable { let text: String }
    }

    /// The last name field's text changed.
    enum LastNameChanged {
        struct Request: Equatable { let text: String }
    }

    /// How a name change ends: whether the form holds text after trimming. While it does, the sheet
    /// is modal in presentation, so swiping it down asks first instead of closing.
    enum UnsavedChanges {
        struct Response: Equatable { let hasChanges: Bool }
        struct ViewModel: Equatable { let isModalInPresentation: Bool }
    }

    /// Done was tapped: the names typed so far become a contact.
    enum DoneButtonTapped {
        struct Request: Equatable {}
        /// The contact is saved, and kept in the data store for the router to pass on.
        struct Response: Equatable {}
        /// Nothing is left to show: the screen closes.
        struct ViewModel: Equatable {}
    }

    /// The user swiped the sheet down and it stayed, as it holds text: the screen asks whether to
    /// discard it.
    enum SwipeDownRefused {
        struct Request: Equatable {}
        struct Response: Equatable {}
        struct ViewModel: Equatable { let sheet: AlertDisplay<AddContactAlertChoice> }
    }

    /// The user swiped the empty sheet down and it closed without asking.
    enum SwipedDown {
        struct Request: Equatable {}
    }

    /// A button of the discard action sheet was tapped.
    enum AlertButtonTapped {
        struct Request: Equatable { let choice: AddContactAlertChoice }
    }

    /// The screen is left without a contact: how a swipe down and "Discard Changes" end. It closes as
    /// Cancel closes it.
    enum Dismissal {
        struct Response: Equatable {}
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

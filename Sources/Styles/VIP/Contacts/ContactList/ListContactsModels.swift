import Models

/// The contacts scene's use cases, one enum each, named for the event that starts it: the Request the
/// view controller sends, the Response the interactor hands the presenter, the ViewModel the presenter
/// gives back to the view controller. An enum without a Request is an outcome the interactor reports
/// on its own.
enum ListContacts {
    /// The screen loads: the stored contacts, or none when they cannot be read.
    enum ViewDidLoad {
        struct Request: Equatable {}
        /// The contacts in list order.
        struct Response: Equatable { let contacts: [Contact] }
        struct ViewModel { let displayedList: DisplayedList }
    }

    /// The screen appears: a load failure, reported once, now that an alert can be seen.
    enum ViewDidAppear {
        struct Request: Equatable {}
        struct Response: Equatable { let error: StoreError }
        struct ViewModel: Equatable { let alert: AlertDisplay<Never> }
    }

    /// Import was tapped: the directory's employees become contacts.
    enum ImportButtonTapped {
        struct Request: Equatable {}
        /// The saved contacts in list order, and how many employees were added and skipped.
        struct Response: Equatable {
            let contacts: [Contact]
            let added: Int
            let skipped: Int
        }
        struct ViewModel {
            let displayedList: DisplayedList
            let summary: AlertDisplay<Never>
        }
    }

    /// A button of the import failure alert was tapped.
    enum AlertButtonTapped {
        struct Request: Equatable { let choice: ContactListAlertChoice }
    }

    /// New Contact closed, and the list is on screen again: the contact its router passed into this
    /// scene's data store, if it saved one.
    enum NewContactClosed {
        struct Request: Equatable {}
        /// The contacts in list order, the added one at `row`.
        struct Response: Equatable {
            let contacts: [Contact]
            let row: Int
        }
        struct ViewModel {
            let displayedList: DisplayedList
            let insertedRow: Int
        }
    }

    /// A request to the directory started, or got its answer.
    enum ImportProgress {
        struct Response: Equatable { let isImporting: Bool }
        struct ViewModel: Equatable {
            let isImportButtonEnabled: Bool
            let isLoadingIndicatorAnimating: Bool
        }
    }

    /// The import added nothing: the directory failed, or the new contacts could not be saved.
    enum ImportFailure {
        struct Response: Equatable {
            enum Reason: Equatable {
                case directory(DirectoryError)
                case notSaved(StoreError)
            }

            let reason: Reason
        }
        struct ViewModel: Equatable { let alert: AlertDisplay<ContactListAlertChoice> }
    }

    // MARK: What the screen shows

    /// The list as the screen shows it; each row is made as the table asks for it.
    struct DisplayedList {
        let contacts: LazyMapCollection<Range<Int>, DisplayedContact>
        let showsEmptyMessage: Bool
    }

    /// One row.
    struct DisplayedContact: Equatable {
        let id: Int
        let nameText: String
    }
}

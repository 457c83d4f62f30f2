/// What the Contacts screen tells its view model: what the user did, and the screen's lifecycle.
@MainActor
protocol ContactListViewModelInputs: AnyObject {
    func viewDidLoad()
    func viewDidAppear()
    func addButtonTapped()
    func importButtonTapped()
    func alertButtonTapped(_ choice: ContactListAlertChoice)
}

/// What the Contacts screen shows (properties, which replay their value) and what happens on it
/// once (signals, which do not).
@MainActor
protocol ContactListViewModelOutputs: AnyObject {
    var rows: Property<ContactListViewModel.Rows> { get }
    var isEmptyLabelHidden: Property<Bool> { get }
    var isImportEnabled: Property<Bool> { get }
    var isLoading: Property<Bool> { get }
    var showAlert: Signal<AlertViewModel<ContactListAlertChoice>> { get }
    /// The user wants New Contact: here is its view model, on the same book as the list.
    var showNewContact: Signal<any AddContactViewModelType> { get }
}

/// The Contacts view model as its view and its tests see it: inputs in, outputs out.
@MainActor
protocol ContactListViewModelType: AnyObject {
    var inputs: any ContactListViewModelInputs { get }
    var outputs: any ContactListViewModelOutputs { get }
}

/// What the Todo screen tells its view model: what the user did, and the screen's lifecycle.
@MainActor
protocol TodoListViewModelInputs: AnyObject {
    func viewDidLoad()
    func viewDidAppear()
    func nameChanged(_ text: String)
    func addButtonTapped()
    func swipeActionTapped(_ kind: TodoRowViewModel.SwipeAction.Kind, itemID: Int)
    func alertButtonTapped(_ choice: TodoListAlertChoice)
}

/// What the Todo screen shows (properties, which replay their value) and what happens on it once
/// (signals, which do not).
@MainActor
protocol TodoListViewModelOutputs: AnyObject {
    var rows: Property<TodoListViewModel.Rows> { get }
    var counterText: Property<String> { get }
    var isEmptyLabelHidden: Property<Bool> { get }
    var isAddEnabled: Property<Bool> { get }
    var showAlert: Signal<AlertViewModel<TodoListAlertChoice>> { get }
    /// The view empties the name field. The view model never writes the typed text back: setting a
    /// field's text while the user types breaks the caret and the composition of Arabic or Persian.
    var clearNameField: Signal<Void> { get }
}

/// The Todo view model as its view and its tests see it: inputs in, outputs out.
@MainActor
protocol TodoListViewModelType: AnyObject {
    var inputs: any TodoListViewModelInputs { get }
    var outputs: any TodoListViewModelOutputs { get }
}

/// Name endings that say a file's role, most specific first: the first that matches wins.
enum RoleSuffix {
    enum Role: Equatable {
        case layer(LayerName)
        /// `*ViewController`: View or Controller depending on the style.
        case viewController
    }

    static let ordered: [(suffix: String, role: Role)] = [
        ("ViewController", .viewController),
        ("ViewModel", .layer(.viewModel)),
        // The observable values a view model publishes and views bind to.
        ("Observable", .layer(.viewModel)),
        ("Presenter", .layer(.presenter)),
        ("Presenting", .layer(.presenter)),
        // What a presenter hands a passive view (display models) and gets back (choices).
        ("Display", .layer(.presenter)),
        ("DisplayColor", .layer(.presenter)),
        // An extension of the platform's colours maps display values to what a view shows.
        ("Color", .layer(.view)),
        ("Choice", .layer(.presenter)),
        // Data managers serve the interactor in VIPER.
        ("DataManager", .layer(.interactor)),
        ("Router", .layer(.router)),
        ("Routing", .layer(.router)),
        ("Wireframe", .layer(.router)),
        ("ModuleBuilder", .layer(.router)),
        ("Builder", .layer(.router)),
        // A module's input or output interface (`AddContactModuleDelegate`) is implemented by presenters.
        ("Module", .layer(.presenter)),
        ("HeaderView", .layer(.view)),
        ("Cell", .layer(.view)),
        ("View", .layer(.view)),
        ("App", .layer(.composition)),
    ]

    /// Endings that describe a relationship, not a role: the file takes the role of what precedes them
    /// (`TodoListViewProtocol` is View, `ContactFormViewControllerDelegate` follows its view controller).
    static let neutral = ["Protocols", "Protocol", "Contract", "Delegate", "DataSource"]

    /// Endings of a VIPER module contract; when what precedes them names no role, the file is Presenter's.
    static let contract = ["Contract", "Protocols"]
}

/// Name endings that say a file's role, most specific first: the first that matches wins.
enum RoleSuffix {
    enum Role: Equatable {
        case layer(LayerName)
        /// `*ViewController`: View or Controller depending on the style.
        case viewController
        /// A value made for a view to show or send back (`DisplayColor`, `*Choice`): the layer that makes
        /// such values in the style (Presenter, else ViewModel, else View, where TEA's view functions
        /// make them).
        case presentationValue
        /// `*State`: a feature's state, with its update function (TEA) or its reducer (TCA).
        case featureState
    }

    static let ordered: [(suffix: String, role: Role)] = [
        ("ViewController", .viewController),
        // The object that owns a document and announces its changes (objc.io's Store in MVC).
        ("ModelController", .layer(.modelController)),
        ("ViewModel", .layer(.viewModel)),
        // An observable object that owns a document and its saving, which SwiftUI views read and call
        // (MV's `TodoListModel`).
        ("Model", .layer(.model)),
        // The observable values a view model publishes and views bind to: state (`Property`,
        // `MutableProperty`) and events (`Signal` and its `SignalPipe`).
        ("Observable", .layer(.viewModel)),
        ("Property", .layer(.viewModel)),
        ("Signal", .layer(.viewModel)),
        ("Presenter", .layer(.presenter)),
        ("Presenting", .layer(.presenter)),
        // What a presenter hands a passive view (display models) and gets back (choices).
        ("Display", .layer(.presenter)),
        ("DisplayColor", .presentationValue),
        // An extension of the platform's colours maps display values to what a view shows.
        ("Color", .layer(.view)),
        ("Choice", .presentationValue),
        // Clean Swift (VIP) names each part of a scene for the protocol it declares, and a scene's
        // Request / Response / ViewModel values (`TodoListModels`) go with the presenter that makes
        // the view models and reads the responses.
        ("DisplayLogic", .layer(.view)),
        ("BusinessLogic", .layer(.interactor)),
        ("DataStore", .layer(.interactor)),
        ("PresentationLogic", .layer(.presenter)),
        ("Models", .layer(.presenter)),
        ("RoutingLogic", .layer(.router)),
        ("DataPassing", .layer(.router)),
        ("Worker", .layer(.worker)),
        // Data managers serve the interactor in VIPER.
        ("DataManager", .layer(.interactor)),
        ("Router", .layer(.router)),
        ("Routing", .layer(.router)),
        ("Wireframe", .layer(.router)),
        ("ModuleBuilder", .layer(.router)),
        ("Builder", .layer(.router)),
        ("Coordinator", .layer(.coordinator)),
        // A module's input or output interface (`AddContactModuleDelegate`) is implemented by presenters.
        ("Module", .layer(.presenter)),
        ("HeaderView", .layer(.view)),
        ("Cell", .layer(.view)),
        ("View", .layer(.view)),
        ("App", .layer(.composition)),
        // The Elm Architecture: a feature's state (alerts included), its messages, its update function;
        // its effects and their handlers; the driver that runs them.
        ("State", .featureState),
        ("Message", .layer(.update)),
        ("Update", .layer(.update)),
        ("EffectHandler", .layer(.effects)),
        ("Effect", .layer(.effects)),
        ("Driver", .layer(.runtime)),
        // A reducer store (TCA): a feature's actions and its reducer go with its state.
        ("Action", .layer(.feature)),
        ("Reducer", .layer(.feature)),
    ]

    /// Endings that describe a relationship, not a role: the file takes the role of what precedes them
    /// (`TodoListViewProtocol` is View, `ContactFormViewControllerDelegate` follows its view controller,
    /// `ModelControllerObservers` goes with the model controllers it serves).
    // `Type`: ios-oss declares a view model's `...ViewModelInputs`, `...Outputs` and `...Type` protocols together.
    static let neutral = [
        "Protocols", "Protocol", "Contract", "Delegate", "DataSource", "Observers", "Observer", "Type",
    ]

    /// Endings of a VIPER module contract; when what precedes them names no role, the file is Presenter's.
    static let contract = ["Contract", "Protocols"]
}

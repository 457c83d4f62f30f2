/// What views inside a screen ask of the screen itself, gathered while it is resolved: its title,
/// bar buttons, back button, presentations and lifecycle actions. The innermost title wins, as in SwiftUI.
@MainActor
final class Preferences {
    var navigationTitle: String?
    var toolbarItems: [ToolbarItemElement] = []
    var presentations: [PresentationRequest] = []
    var pushes: [PushRequest] = []
    var appearActions: [(path: ViewPath, action: @MainActor () -> Void)] = []
    var changeObservers: [ChangeObserver] = []
    var isInteractiveDismissDisabled = false
    var hidesBackButton = false
    var hasNavigationStack = false
    var dismissAttemptAction: (@MainActor () -> Void)?

    /// Adds what a view inside set, as if it had set it here: the first title and dismiss attempt
    /// action set win, lists keep their order, flags add up.
    func merge(_ inner: Preferences) {
        if navigationTitle == nil { navigationTitle = inner.navigationTitle }
        toolbarItems += inner.toolbarItems
        presentations += inner.presentations
        pushes += inner.pushes
        appearActions += inner.appearActions
        changeObservers += inner.changeObservers
        isInteractiveDismissDisabled = isInteractiveDismissDisabled || inner.isInteractiveDismissDisabled
        hidesBackButton = hidesBackButton || inner.hidesBackButton
        hasNavigationStack = hasNavigationStack || inner.hasNavigationStack
        if dismissAttemptAction == nil { dismissAttemptAction = inner.dismissAttemptAction }
    }
}

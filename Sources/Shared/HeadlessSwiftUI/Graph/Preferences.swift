/// What views inside a screen ask of the screen itself, gathered while it is resolved: its title,
/// bar buttons, presentations and lifecycle actions. The innermost title wins, as in SwiftUI.
@MainActor
final class Preferences {
    var navigationTitle: String?
    var toolbarItems: [ToolbarItemElement] = []
    var presentations: [PresentationRequest] = []
    var pushes: [PushRequest] = []
    var appearActions: [(path: ViewPath, action: @MainActor () -> Void)] = []
    var changeObservers: [ChangeObserver] = []
    var isInteractiveDismissDisabled = false
    var hasNavigationStack = false
    var dismissAttemptAction: (@MainActor () -> Void)?
}

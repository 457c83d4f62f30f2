import HeadlessUI

/// A HeadlessUI view controller that shows a SwiftUI-style view, like UIHostingController. Its
/// view holds what the view resolves to; its navigation item shows the view's navigation title and
/// toolbar (so put it in a NavigationController to see them); its views' sheets, alerts and
/// dialogs are presented from it. After each event it delivers (a tap, a keystroke, a swipe, a
/// closed sheet or alert) it updates once, re-evaluating only the views that changed.
@MainActor
open class HostingController<Content: View>: ViewController {
    /// The view shown; setting it updates the screen.
    public var rootView: Content {
        didSet {
            graph.root = rootView
            graph.setNeedsUpdate()
            if isViewLoaded { graph.update() }
        }
    }

    let graph: ViewGraph
    private let renderer = ElementRenderer()
    /// What this host presents now, oldest first: one per presentation request still asked for.
    private var active: [ActivePresentation] = []
    /// The screen pushed for one of this view's navigation destinations, with where it was asked for.
    private var pushed: (path: ViewPath, key: AnyHashable?, host: HostingController<AnyView>)?
    /// Told when the user goes back from this screen, pushed for a navigation destination.
    private var onPopped: (@MainActor () -> Void)?
    /// Whether the host left the screen since it was last shown: showing it again is an appearance.
    private var hasDisappeared = false
    /// Whether the view shown is (or holds) a NavigationStack, as of the last update.
    private(set) var showsNavigationStack = false
    /// What the view shown asked to run when a swipe down on its sheet is refused.
    private var dismissAttemptAction: (@MainActor () -> Void)?

    public init(rootView: Content) {
        self.rootView = rootView
        graph = ViewGraph(root: rootView, environment: EnvironmentValues())
        super.init()
        connect()
    }

    init(rootView: Content, environment: EnvironmentValues) {
        self.rootView = rootView
        graph = ViewGraph(root: rootView, environment: environment)
        super.init()
        connect()
    }

    private func connect() {
        // SwiftUI shows a pushed screen's leading toolbar item beside the back button, not in its
        // place; a screen hides the back button with navigationBarBackButtonHidden.
        navigationItem.leftItemsSupplementBackButton = true
        renderer.graph = graph
        graph.commit = { [weak self] elements, preferences in
            self?.commit(elements, preferences)
        }
        graph.recommit = { [weak self] preferences in
            self?.apply(preferences)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        graph.setNeedsUpdate()
        graph.update()
    }

    private func commit(_ elements: [Element], _ preferences: Preferences) {
        renderer.render(elements, into: view)
        apply(preferences)
    }

    /// Shows what the views ask of the screen: title, bar buttons, back button, presentations, a pushed
    /// screen.
    private func apply(_ preferences: Preferences) {
        showsNavigationStack = preferences.hasNavigationStack
        dismissAttemptAction = preferences.dismissAttemptAction
        navigationItem.title = preferences.navigationTitle
        title = preferences.navigationTitle
        isModalInPresentation = preferences.isInteractiveDismissDisabled
        navigationItem.leftBarButtonItem = barButtonItem(preferences.toolbarItems, on: .leading)
        navigationItem.rightBarButtonItem = barButtonItem(preferences.toolbarItems, on: .trailing)
        navigationItem.hidesBackButton = preferences.hidesBackButton
        updatePresentations(preferences.presentations)
        updatePush(preferences.pushes.first)
    }

    /// The first button placed on `side`; a navigation bar here has one button a side.
    private func barButtonItem(_ items: [ToolbarItemElement], on side: ToolbarItemPlacement.Side) -> BarButtonItem? {
        guard let item = items.first(where: { $0.placement.side == side && !$0.buttons.isEmpty }),
            let button = item.buttons.first
        else { return nil }
        let bar = BarButtonItem(
            title: button.title, style: item.placement.isConfirmation ? .done : .plain,
            primaryAction: Action { [weak graph] _ in graph?.transaction(button.action) })
        bar.isEnabled = !button.isDisabled
        bar.accessibilityIdentifier = button.identifier
        return bar
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // As in SwiftUI, a screen shown again (its tab selected again, the screen above it popped)
        // runs its views' onAppear actions again.
        if hasDisappeared {
            hasDisappeared = false
            graph.appearAgain()
        }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        hasDisappeared = true
        if isMovingFromParent { onPopped?() }
    }

    // MARK: Navigation destinations

    private func updatePush(_ request: PushRequest?) {
        if let current = pushed {
            if let request, request.path == current.path, request.key == current.key {
                current.host.graph.environment = environment(request.environment, dismissing: request.isPresented)
                current.host.rootView = AnyView(erasing: request.content)
                return
            }
            pushed = nil
            current.host.onPopped = nil
            if let navigation = navigationController, navigation.topViewController === current.host {
                navigation.popViewController(animated: true)
            }
        }
        guard let request, let navigation = navigationController else { return }
        let host = HostingController<AnyView>(
            rootView: AnyView(erasing: request.content),
            environment: environment(request.environment, dismissing: request.isPresented))
        let isPresented = request.isPresented
        host.onPopped = { [weak graph] in graph?.transaction { isPresented.wrappedValue = false } }
        pushed = (request.path, request.key, host)
        navigation.pushViewController(host, animated: true)
    }

    /// The environment where a destination or a sheet was asked for, with a dismiss action that sets
    /// its binding back: going back, or closing the sheet.
    private func environment(_ base: EnvironmentValues, dismissing isPresented: Binding<Bool>) -> EnvironmentValues {
        var environment = base
        environment.dismiss = DismissAction(id: ObjectIdentifier(graph)) { [weak graph] in
            graph?.transaction { isPresented.wrappedValue = false }
        }
        return environment
    }

    // MARK: Presentations

    func userAttemptedDismissal() {
        guard let dismissAttemptAction else { return }
        graph.transaction(dismissAttemptAction)
    }

    /// Keeps the presentations still asked for, closes those no longer asked for (the newest first),
    /// and presents each new request over whatever is on screen then, so that an alert asked for while
    /// a sheet or another screen's alert is up shows on top of it, as a UIKit app presents from the
    /// topmost controller.
    private func updatePresentations(_ requests: [PresentationRequest]) {
        var kept: [ActivePresentation] = []
        var closed: [ActivePresentation] = []
        for current in active {
            if let request = requests.first(where: current.matches) {
                update(current, to: request)
                kept.append(current)
            } else {
                closed.append(current)
            }
        }
        active = kept
        for current in closed.reversed() {
            current.controller.presentingViewController?.dismiss(animated: true)
            current.onDismiss?()
        }
        for request in requests where !active.contains(where: { $0.matches(request) }) {
            switch request.kind {
            case .sheet(let content, let onDismiss): presentSheet(content, onDismiss: onDismiss, for: request)
            case .alert(let title, let message, let actions, let fields, let isDialog):
                presentAlert(
                    title: title, message: message, actions: actions, fields: fields, isDialog: isDialog, for: request)
            }
        }
    }

    private func update(_ current: ActivePresentation, to request: PresentationRequest) {
        switch request.kind {
        case .sheet(let content, _):
            current.sheet?.graph.environment = environment(request.environment, dismissing: request.isPresented)
            current.sheet?.rootView = AnyView(erasing: content)
        case .alert(_, _, let buttons, _, _):
            update(current, to: buttons)
        }
    }

    private func presentSheet(
        _ content: any View, onDismiss: (@MainActor () -> Void)?, for request: PresentationRequest
    ) {
        let sheet = HostingController<AnyView>(
            rootView: AnyView(erasing: content),
            environment: environment(request.environment, dismissing: request.isPresented))
        // Loaded before it is shown, as UIKit does, so that whether its content is a navigation
        // stack is known.
        _ = sheet.view
        let shown: ViewController =
            sheet.showsNavigationStack ? NavigationController(rootViewController: sheet) : sheet
        let isPresented = request.isPresented
        let observer = SheetDismissalObserver(
            didDismiss: { [weak graph] in graph?.transaction { isPresented.wrappedValue = false } },
            didAttempt: { [weak sheet] in sheet?.userAttemptedDismissal() })
        shown.presentationController?.delegate = observer
        active.append(
            ActivePresentation(
                path: request.path, key: request.key, controller: shown, sheet: sheet, observer: observer,
                onDismiss: onDismiss))
        topPresentedViewController.present(shown, animated: true)
    }

    private func presentAlert(
        title: String?, message: String?, actions: [ButtonElement], fields: [AlertField], isDialog: Bool,
        for request: PresentationRequest
    ) {
        let alert = AlertController(title: title, message: message, preferredStyle: isDialog ? .actionSheet : .alert)
        let isPresented = request.isPresented
        let current = AlertButtons(actions)
        for (index, button) in actions.enumerated() {
            let style: AlertAction.Style =
                switch button.role {
                case .some(.cancel): .cancel
                case .some(.destructive): .destructive
                default: .default
                }
            let action = AlertAction(title: button.title, style: style) { [weak graph] _ in
                graph?.transaction {
                    isPresented.wrappedValue = false
                    if current.buttons.indices.contains(index) { current.buttons[index].action() }
                }
            }
            action.isEnabled = !button.isDisabled
            alert.addAction(action)
        }
        for field in fields {
            alert.addTextField { [weak graph] textField in
                textField.placeholder = field.placeholder
                textField.text = field.value
                textField.accessibilityIdentifier = field.identifier
                textField.addAction(
                    Action { [weak textField] _ in
                        let text = textField?.text ?? ""
                        graph?.transaction { field.text.wrappedValue = text }
                    }, for: .editingChanged)
            }
        }
        var presentation = ActivePresentation(
            path: request.path, key: request.key, controller: alert, sheet: nil, observer: nil, onDismiss: nil)
        presentation.alertButtons = current
        active.append(presentation)
        topPresentedViewController.present(alert, animated: true)
    }

    /// Gives the alert on screen its buttons' newest actions and enabled states, as typing in its
    /// field may enable a button.
    private func update(_ presentation: ActivePresentation, to buttons: [ButtonElement]) {
        guard let alert = presentation.controller as? AlertController else { return }
        presentation.alertButtons?.buttons = buttons
        for (action, button) in zip(alert.actions, buttons) {
            action.isEnabled = !button.isDisabled
        }
    }
}

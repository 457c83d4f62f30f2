import HeadlessUI

/// What a hosting controller presents now for one of its views' presentation requests.
@MainActor
struct ActivePresentation {
    let path: ViewPath
    let key: AnyHashable?
    let controller: ViewController
    /// The hosting controller inside a sheet, to update its content; nil for an alert.
    let sheet: HostingController<AnyView>?
    let observer: SheetDismissalObserver?
    let onDismiss: (@MainActor () -> Void)?
    /// The buttons an alert's actions run; nil for a sheet.
    var alertButtons: AlertButtons?

    /// Whether `request` asks for what this presentation shows. An alert closes itself when one of
    /// its buttons is tapped; asked for again in that tap's transaction, it is a new alert.
    func matches(_ request: PresentationRequest) -> Bool {
        guard request.path == path, request.key == key else { return false }
        switch request.kind {
        case .sheet: return sheet != nil
        case .alert: return sheet == nil && controller.presentingViewController != nil
        }
    }
}

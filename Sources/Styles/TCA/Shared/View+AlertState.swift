import HeadlessSwiftUI

extension View {
    /// Shows the alert of a feature's state while there is one: an alert, or an action sheet for that
    /// style. A button sends its action, which takes the alert out of the state; the view decides
    /// nothing about what a button means.
    func alert<Action: AlertAction>(_ alert: AlertState<Action>?, send: @escaping @MainActor (Action) -> Void)
        -> some View
    {
        // Closing happens through the button's action, so the presentation's own write adds nothing.
        let isAlert = Binding(get: { alert?.style == .alert }, set: { _ in })
        let isActionSheet = Binding(get: { alert?.style == .actionSheet }, set: { _ in })
        let buttons = alert?.buttons ?? []
        let title = alert?.title ?? ""
        let message = alert?.message ?? ""
        return self.alert(title, isPresented: isAlert) {
            AlertStateButtons(buttons: buttons, send: send)
        } message: {
            Text(message)
        }
        .confirmationDialog(title, isPresented: isActionSheet, titleVisibility: title.isEmpty ? .hidden : .visible) {
            AlertStateButtons(buttons: buttons, send: send)
        } message: {
            if !message.isEmpty { Text(message) }
        }
    }
}

/// The buttons of an alert in the state, each with its role, sending its action when tapped.
private struct AlertStateButtons<Action: AlertAction>: View {
    let buttons: [AlertState<Action>.Button]
    let send: @MainActor (Action) -> Void

    var body: some View {
        ForEach(buttons.indices) { index in
            let button = buttons[index]
            Button(button.title, role: Self.role(of: button.role)) { send(button.choice) }
        }
    }

    private static func role(of role: AlertState<Action>.Button.Role) -> ButtonRole? {
        switch role {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}

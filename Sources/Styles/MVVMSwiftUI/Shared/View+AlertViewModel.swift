import HeadlessSwiftUI

extension View {
    /// Shows a view model's alert while it holds one: an alert, or an action sheet for that style. A
    /// button first closes it (`onDismiss`, which must set the view model's alert back to nil), then
    /// sends its choice, if it has one, to `onChoice`; the view decides nothing about what it means.
    func alert<Choice>(
        _ alert: AlertViewModel<Choice>?, onChoice: @escaping @MainActor (Choice) -> Void,
        onDismiss: @escaping @MainActor () -> Void
    ) -> some View {
        let isAlert = Binding(
            get: { alert?.style == .alert }, set: { if !$0 { onDismiss() } })
        let isActionSheet = Binding(
            get: { alert?.style == .actionSheet }, set: { if !$0 { onDismiss() } })
        let buttons = alert?.buttons ?? []
        let title = alert?.title ?? ""
        let message = alert?.message ?? ""
        return self.alert(title, isPresented: isAlert) {
            AlertViewModelButtons(buttons: buttons, onChoice: onChoice)
        } message: {
            Text(message)
        }
        .confirmationDialog(title, isPresented: isActionSheet, titleVisibility: title.isEmpty ? .hidden : .visible) {
            AlertViewModelButtons(buttons: buttons, onChoice: onChoice)
        } message: {
            if !message.isEmpty { Text(message) }
        }
    }
}

/// The buttons of a view model's alert, each with its role, sending its choice when tapped.
private struct AlertViewModelButtons<Choice>: View {
    let buttons: [AlertViewModel<Choice>.Button]
    let onChoice: @MainActor (Choice) -> Void

    var body: some View {
        ForEach(buttons.indices) { index in
            let button = buttons[index]
            Button(button.title, role: Self.role(of: button.role)) {
                if let choice = button.choice { onChoice(choice) }
            }
        }
    }

    private static func role(of role: AlertViewModel<Choice>.Button.Role) -> ButtonRole? {
        switch role {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}

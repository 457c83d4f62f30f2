// Sheets, alerts and confirmation dialogs: each is shown while its binding is true, and the binding
// goes back to false when the user closes it (a swipe down, a button of an alert).
extension View {
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modified { inner, context in
            let shown = context.read { isPresented.wrappedValue }
            if shown {
                context.preferences.presentations.append(
                    PresentationRequest(
                        path: context.path, kind: .sheet(content: content(), onDismiss: onDismiss),
                        isPresented: isPresented, environment: context.environment, key: nil))
            }
            return context.resolve(inner, at: .index(0))
        }
    }

    /// A sheet for the item while there is one; another item replaces the sheet.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modified { inner, context in
            if let shown = context.read({ item.wrappedValue }) {
                let isPresented = Binding(
                    get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
                context.preferences.presentations.append(
                    PresentationRequest(
                        path: context.path, kind: .sheet(content: content(shown), onDismiss: onDismiss),
                        isPresented: isPresented, environment: context.environment, key: AnyHashable(shown.id)))
            }
            return context.resolve(inner, at: .index(0))
        }
    }

    /// An alert with the buttons of `actions` (an OK button when there are none) and a message. A
    /// `TextField` among the actions becomes a text field of the alert.
    public func alert<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> some View {
        presenting(String(title), isPresented: isPresented, actions: actions(), message: message(), isDialog: false)
    }

    public func alert<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> some View {
        presenting(String(title), isPresented: isPresented, actions: actions(), message: EmptyView(), isDialog: false)
    }

    /// An action sheet with the buttons of `actions`, and a Cancel button when none of them cancels.
    /// Its title shows only with `titleVisibility: .visible`: on a phone SwiftUI hides it otherwise.
    public func confirmationDialog<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions, @ViewBuilder message: () -> Message
    ) -> some View {
        presenting(
            titleVisibility == .visible ? String(title) : nil, isPresented: isPresented, actions: actions(),
            message: message(), isDialog: true)
    }

    public func confirmationDialog<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        presenting(
            titleVisibility == .visible ? String(title) : nil, isPresented: isPresented, actions: actions(),
            message: EmptyView(), isDialog: true)
    }

    private func presenting<Actions: View, Message: View>(
        _ title: String?, isPresented: Binding<Bool>, actions: Actions, message: Message, isDialog: Bool
    ) -> some View {
        modified { inner, context in
            if context.read({ isPresented.wrappedValue }) {
                let elements = context.resolve(actions, at: .named("actions"))
                var buttons = ResolveContext.buttons(in: elements)
                if buttons.isEmpty && !isDialog {
                    buttons = [ButtonElement(title: "OK", role: nil, action: {})]
                }
                if isDialog && !buttons.contains(where: { $0.role == .cancel }) {
                    buttons.append(ButtonElement(title: "Cancel", role: .cancel, action: {}))
                }
                let text = context.text(in: message, at: .named("message"))
                context.preferences.presentations.append(
                    PresentationRequest(
                        path: context.path,
                        kind: .alert(
                            title: title, message: text, actions: buttons,
                            fields: isDialog ? [] : ResolveContext.textFields(in: elements), isDialog: isDialog),
                        isPresented: isPresented, environment: context.environment, key: nil))
            }
            return context.resolve(inner, at: .index(0))
        }
    }
}

extension View {
    /// Keeps the sheet this view is in from being swiped down, like SwiftUI's modifier of that name.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modified { content, context in
            if isDisabled { context.preferences.isInteractiveDismissDisabled = true }
            return context.resolve(content, at: .index(0))
        }
    }

    /// Runs `action` when the user tries to swipe down the sheet this view is in and the sheet stays,
    /// because `interactiveDismissDisabled` keeps it. Not in SwiftUI: an app gets this from UIKit's
    /// `presentationControllerDidAttemptToDismiss` through a bridge to the hosting controller; here
    /// the host offers it directly, so a screen can ask whether to discard what was typed.
    public func onInteractiveDismissAttempt(perform action: @escaping @MainActor () -> Void) -> some View {
        modified { content, context in
            let elements = context.resolve(content, at: .index(0))
            if context.preferences.dismissAttemptAction == nil { context.preferences.dismissAttemptAction = action }
            return elements
        }
    }
}

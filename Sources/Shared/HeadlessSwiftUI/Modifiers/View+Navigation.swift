extension View {
    /// The title of the navigation bar the screen shows.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let title = String(title)
        return modified { content, context in
            let elements = context.resolve(content, at: .index(0))
            // Resolved after the content, so that a title set further in wins, as in SwiftUI.
            if context.preferences.navigationTitle == nil { context.preferences.navigationTitle = title }
            return elements
        }
    }

    /// Items of the navigation bar; see `ToolbarItem` for where each placement goes.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return modified { content, context in
            _ = context.resolve(items, at: .named("toolbar"))
            return context.resolve(content, at: .index(0))
        }
    }

    /// Hides the back button while the screen is on top of its navigation stack, as SwiftUI's does;
    /// with it goes the swipe back from the screen's left edge.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modified { content, context in
            if hidesBackButton { context.preferences.hidesBackButton = true }
            return context.resolve(content, at: .index(0))
        }
    }
}

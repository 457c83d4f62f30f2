extension View {
    /// Runs `action` after the update in which this view first came on screen, and again after it
    /// left and came back.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modified { content, context in
            if let action { context.preferences.appearActions.append((context.path, action)) }
            return context.resolve(content, at: .index(0))
        }
    }

    /// Runs `action` with the old and new value after an update in which `value` changed.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modified { content, context in
            context.preferences.changeObservers.append(
                ChangeObserver(
                    path: context.path, value: value,
                    action: { old, new in
                        if let old = old as? V, let new = new as? V { action(old, new) }
                    },
                    runsInitially: initial))
            return context.resolve(content, at: .index(0))
        }
    }

    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }
}

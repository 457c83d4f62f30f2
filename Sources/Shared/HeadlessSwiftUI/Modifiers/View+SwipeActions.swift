extension View {
    /// Buttons revealed by swiping this list row, first one outermost, as in SwiftUI: a destructive
    /// button is red, another gray unless tinted. HeadlessUI tables reveal trailing buttons only, so
    /// leading ones are offered on the trailing side too.
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> some View {
        let actions = content()
        return modified { content, context in
            let kept = KeptContext(context)
            let buttons: @MainActor () -> [ButtonElement] = {
                kept.context.buttons(in: actions, at: .named("swipeActions"))
            }
            return context.resolve(content, at: .index(0)).map { element in
                var element = element
                element.swipeActionSources.append(buttons)
                element.allowsFullSwipe = allowsFullSwipe
                return element
            }
        }
    }
}

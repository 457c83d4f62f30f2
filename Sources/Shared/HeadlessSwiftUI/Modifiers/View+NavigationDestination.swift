// Screens pushed onto the navigation stack the view is in, while a binding says so; going back sets
// the binding back, as in SwiftUI.
extension View {
    public func navigationDestination<Destination: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> Destination
    ) -> some View {
        modified { content, context in
            if context.read({ isPresented.wrappedValue }) {
                context.preferences.pushes.append(
                    PushRequest(
                        path: context.path, content: destination(), isPresented: isPresented,
                        environment: context.environment, key: nil))
            }
            return context.resolve(content, at: .index(0))
        }
    }

    /// A screen for the item while there is one; another item replaces the screen.
    public func navigationDestination<Item: Hashable, Destination: View>(
        item: Binding<Item?>, @ViewBuilder destination: @escaping (Item) -> Destination
    ) -> some View {
        modified { content, context in
            if let shown = context.read({ item.wrappedValue }) {
                let isPresented = Binding(
                    get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
                context.preferences.pushes.append(
                    PushRequest(
                        path: context.path, content: destination(shown), isPresented: isPresented,
                        environment: context.environment, key: AnyHashable(shown)))
            }
            return context.resolve(content, at: .index(0))
        }
    }
}

import Observation

extension View {
    /// Puts an observable object in the environment of this view and every view inside it, where
    /// `@Environment(Type.self)` reads it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modified { content, context in
            var inner = context
            inner.environment.objects[ObjectIdentifier(T.self)] = object
            return inner.resolve(content, at: .index(0))
        }
    }
}

/// What a view with a body resolved to, kept so that an update can reuse it while the view is not
/// dirty, has the same inputs and environment, and nothing inside it changed: its elements, the
/// preferences its views set, the style it inherited, and the views with bodies inside it, which stay
/// on screen with it.
@MainActor
struct ResolvedOutput {
    let elements: [Element]
    let preferences: Preferences
    let style: InheritedStyle
    let descendants: [ViewNode]
}

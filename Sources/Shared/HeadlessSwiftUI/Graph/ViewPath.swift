/// A view's identity: where it sits in the tree. Each step is a position in a view builder, a
/// branch of an `if`, an erased type, or an id that `ForEach` gave it, so a row keeps its identity
/// when the rows around it change.
struct ViewPath: Hashable {
    enum Component: Hashable {
        case index(Int)
        case branch(Bool)
        case type(ObjectIdentifier)
        case id(AnyHashable)
        case body
        case named(String)
    }

    private(set) var components: [Component] = []

    func appending(_ component: Component) -> ViewPath {
        var path = self
        path.components.append(component)
        return path
    }
}

/// A view's identity: where it sits in the tree. Each step is a position in a view builder, a
/// branch of an `if`, an erased type, or an id that `ForEach` gave it, so a row keeps its identity
/// when the rows around it change.
///
/// Paths are looked up on every render (nodes, views, appear actions), so a path is a chain of
/// shared steps that knows its hash: appending a step costs one small object, hashing costs nothing,
/// and comparing stops at the first step two paths share.
struct ViewPath: Hashable {
    enum Component: Hashable {
        case index(Int)
        case branch(Bool)
        case type(ObjectIdentifier)
        case id(AnyHashable)
        case body
        case named(String)
    }

    /// The last step and, through it, the ones before; nil for the root.
    private let last: Step?

    init() {
        last = nil
    }

    private init(last: Step) {
        self.last = last
    }

    func appending(_ component: Component) -> ViewPath {
        ViewPath(last: Step(component: component, parent: last))
    }

    static func == (lhs: ViewPath, rhs: ViewPath) -> Bool {
        Step.same(lhs.last, rhs.last)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(last?.hash ?? 0)
    }

    private final class Step {
        let component: Component
        let parent: Step?
        let depth: Int
        let hash: Int

        init(component: Component, parent: Step?) {
            self.component = component
            self.parent = parent
            depth = (parent?.depth ?? 0) + 1
            var hasher = Hasher()
            hasher.combine(parent?.hash ?? 0)
            hasher.combine(component)
            hash = hasher.finalize()
        }

        static func same(_ lhs: Step?, _ rhs: Step?) -> Bool {
            var lhs = lhs
            var rhs = rhs
            while let left = lhs, let right = rhs {
                if left === right { return true }
                guard left.hash == right.hash, left.depth == right.depth, left.component == right.component else {
                    return false
                }
                lhs = left.parent
                rhs = right.parent
            }
            return lhs == nil && rhs == nil
        }
    }
}

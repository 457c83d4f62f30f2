/// A view's identity: where it sits in the tree. Each step is a position in a view builder, a
/// branch of an `if`, an erased type, or an id that `ForEach` gave it, so a row keeps its identity
/// when the rows around it change.
///
/// Paths are looked up on every render (nodes, views, appear actions), so a path is a chain of
/// steps that knows its hash, and a step is shared: appending the same component to the same path
/// gives the very step made before, as long as something still holds it. So the paths of one
/// screen's renders are mostly the same objects, and comparing them costs a pointer comparison.
struct ViewPath: Hashable {
    enum Component: Hashable {
        case index(Int)
        case branch(Bool)
        case type(ObjectIdentifier)
        case id(AnyHashable)
        case body
        case named(String)
    }

    /// The last step and, through it, the ones before; the root's step has no component.
    private let last: Step

    /// A new root: a graph makes one and derives every path of its screen from it.
    init() {
        last = Step(component: nil, parent: nil)
    }

    private init(last: Step) {
        self.last = last
    }

    func appending(_ component: Component) -> ViewPath {
        ViewPath(last: last.child(component))
    }

    static func == (lhs: ViewPath, rhs: ViewPath) -> Bool {
        Step.same(lhs.last, rhs.last)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(last.hash)
    }

    private final class Step {
        let component: Component?
        let parent: Step?
        let depth: Int
        let hash: Int
        /// The steps made below this one, held weakly: a step lives as long as a path ends in it or
        /// passes through it, and a step that ended is made again when needed.
        private var children: [Component: WeakStep] = [:]

        init(component: Component?, parent: Step?) {
            self.component = component
            self.parent = parent
            depth = (parent?.depth ?? 0) + 1
            var hasher = Hasher()
            hasher.combine(parent?.hash ?? 0)
            hasher.combine(component)
            hash = hasher.finalize()
        }

        func child(_ component: Component) -> Step {
            if let existing = children[component]?.step { return existing }
            let made = Step(component: component, parent: self)
            children[component] = WeakStep(made)
            return made
        }

        /// Equal when they are the same step, or when their components are equal all the way up:
        /// two roots, or a step that ended and was made again, are equal without being the same.
        static func same(_ lhs: Step, _ rhs: Step) -> Bool {
            var left: Step? = lhs
            var right: Step? = rhs
            while let leftStep = left, let rightStep = right {
                if leftStep === rightStep { return true }
                guard leftStep.hash == rightStep.hash, leftStep.depth == rightStep.depth,
                    leftStep.component == rightStep.component
                else { return false }
                left = leftStep.parent
                right = rightStep.parent
            }
            return left == nil && right == nil
        }
    }

    private final class WeakStep {
        weak var step: Step?

        init(_ step: Step) {
            self.step = step
        }
    }
}

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

    /// One step, its component kept flat: a kind, a number (a position, a branch, a type), and a
    /// value only for an id or a name. Paths are compared step by step on every look-up, and a flat
    /// step compares without copying an enum that may hold an `AnyHashable`.
    private final class Step {
        enum Kind: UInt8 {
            case index, branch, type, id, body, named

            /// Whether a step of this kind has a value to compare: most have none, and comparing
            /// two absent values would still copy them.
            var hasValue: Bool { self == .id || self == .named }
        }

        let kind: Kind
        let number: Int
        let value: AnyHashable?
        let parent: Step?
        let depth: Int
        let hash: Int

        init(component: Component, parent: Step?) {
            switch component {
            case .index(let index): (kind, number, value) = (.index, index, nil)
            case .branch(let isTrue): (kind, number, value) = (.branch, isTrue ? 1 : 0, nil)
            case .type(let type): (kind, number, value) = (.type, Int(bitPattern: UInt(bitPattern: type)), nil)
            case .id(let id): (kind, number, value) = (.id, 0, id)
            case .body: (kind, number, value) = (.body, 0, nil)
            case .named(let name): (kind, number, value) = (.named, 0, AnyHashable(name))
            }
            self.parent = parent
            depth = (parent?.depth ?? 0) + 1
            hash = Self.mix(parent?.hash ?? 0, kind: kind, number: number, value: value?.hashValue ?? 0)
        }

        /// Mixes a step into its parent's hash (SplitMix64's finaliser): one multiply-and-shift
        /// round per step instead of a full hasher, which each look-up runs once more anyway.
        private static func mix(_ parent: Int, kind: Kind, number: Int, value: Int) -> Int {
            var bits = UInt64(bitPattern: Int64(parent)) &* 0x9E37_79B9_7F4A_7C15
            bits ^= UInt64(kind.rawValue) << 56 ^ UInt64(bitPattern: Int64(number)) ^ UInt64(bitPattern: Int64(value))
            bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
            bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(Int64(bitPattern: bits ^ (bits >> 31)))
        }

        static func same(_ lhs: Step?, _ rhs: Step?) -> Bool {
            var lhs = lhs
            var rhs = rhs
            while let left = lhs, let right = rhs {
                if left === right { return true }
                guard left.hash == right.hash, left.depth == right.depth, left.kind == right.kind,
                    left.number == right.number, !left.kind.hasValue || left.value == right.value
                else { return false }
                lhs = left.parent
                rhs = right.parent
            }
            return lhs == nil && rhs == nil
        }
    }
}

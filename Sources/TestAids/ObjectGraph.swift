/// Finds, by reflection, every class instance an app holds. Starting from a root (the window's root
/// view controller, for the scenarios' leak check X01 and the styles' composition tests), it follows
/// the stored properties of every instance it reaches, those its superclasses declare included, and
/// looks inside arrays, dictionaries, sets, optionals, tuples, enum payloads and structs on the way.
/// So a style registers nothing: whatever its controllers, view models, presenters, interactors,
/// routers, views and cells hold is found.
///
/// What reflection cannot see is not found: objects reachable only through a closure's captures.
/// Types of the standard library and Foundation are not entered (their insides are not the app's),
/// though an instance of one of their classes is still reported as found. Neither is anything of
/// Models (its objects are reported but not entered): it does not know the styles, so nothing it holds
/// was built by one, and a date formatter's cache or a list of entities is not worth walking at every
/// census. HeadlessUI's objects are entered (a view holds its subviews, a table its cells), its values
/// are not: colours and table updates hold no object.
public final class ObjectGraph {
    /// Objects that are neither reported nor entered: those the world of a scenario owns and keeps on
    /// purpose, such as the stores and the directory double, named by identity.
    private let excluded: Set<ObjectIdentifier>
    /// Where each type met so far comes from: naming a type is slow, and a walk meets the same few
    /// types again and again.
    private var origins: [ObjectIdentifier: Origin] = [:]

    public init(excluding excluded: [AnyObject] = []) {
        self.excluded = Set(excluded.map(ObjectIdentifier.init))
    }

    /// Every class instance reachable from `root`, `root` included when it is one, in the order found.
    public func objects(reachableFrom root: Any) -> [AnyObject] {
        objects(reachableFrom: [root], passing: [])
    }

    /// Every class instance reachable from `roots` without going through an object of `known` (which
    /// is neither reported nor entered, unless it is one of the roots): what a screen that just
    /// appeared adds to objects already counted.
    public func objects(reachableFrom roots: [Any], passing known: Set<ObjectIdentifier>) -> [AnyObject] {
        var walk = Walk(graph: self, seen: excluded.union(known))
        for root in roots {
            if type(of: root) is AnyClass {
                walk.enter(root as AnyObject)
            } else {
                walk.visit(root)
            }
        }
        return walk.found
    }

    /// Where a type comes from, which decides whether a walk enters it.
    private enum Origin {
        /// The standard library or Foundation: never entered, except for their collections.
        case system
        /// Models: never entered.
        case model
        /// HeadlessUI: its objects are entered, its values are not.
        case platform
        /// The app's own code, tuples and closures: always entered.
        case app
    }

    private func origin(of type: Any.Type) -> Origin {
        let id = ObjectIdentifier(type)
        if let known = origins[id] { return known }
        // A qualified name starts with its module (`Swift.Int`); a tuple or a function starts with "(".
        let module = String(String(reflecting: type).prefix { $0 != "." })
        let origin: Origin =
            switch module {
            case "Models": .model
            case "HeadlessUI": .platform
            case _ where Self.systemModules.contains(module): .system
            default: .app
            }
        origins[id] = origin
        return origin
    }

    private static let systemModules: Set<String> = [
        "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "CoreFoundation", "Dispatch", "ObjectiveC", "__C",
    ]

    private struct Walk {
        let graph: ObjectGraph
        var seen: Set<ObjectIdentifier>
        var found: [AnyObject] = []

        mutating func visit(_ value: Any) {
            let valueType = type(of: value)
            if valueType is AnyClass {
                let object = value as AnyObject
                if seen.insert(ObjectIdentifier(object)).inserted { enter(object) }
                return
            }
            switch graph.origin(of: valueType) {
            case .app:
                visitChildren(of: Mirror(reflecting: value))
            case .system:
                let mirror = Mirror(reflecting: value)
                if Self.isContainer(mirror) { visitChildren(of: mirror) }
            case .model, .platform:
                return
            }
        }

        /// Reports `object` and follows what it holds, unless it is of the system or of Models.
        mutating func enter(_ object: AnyObject) {
            seen.insert(ObjectIdentifier(object))
            found.append(object)
            switch graph.origin(of: type(of: object)) {
            case .system, .model: return
            case .platform, .app: break
            }
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                visitChildren(of: current)
                mirror = current.superclassMirror
            }
        }

        private mutating func visitChildren(of mirror: Mirror) {
            for child in mirror.children {
                visit(child.value)
            }
        }

        /// The standard library's collections, optionals and tuples hold the app's values: entered.
        private static func isContainer(_ mirror: Mirror) -> Bool {
            switch mirror.displayStyle {
            case .collection, .dictionary, .set, .optional, .tuple: true
            default: false
            }
        }
    }
}

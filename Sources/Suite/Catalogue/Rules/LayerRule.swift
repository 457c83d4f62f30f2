/// What the files of one layer of a style may refer to besides their own layer, and why.
public struct LayerRule: Sendable, Equatable {
    public enum Scope: Sendable, Equatable {
        /// Any layer of the style and any shared module (a composition root builds everything).
        case anything
        /// Only these layers: the style's own, `.model` for Models, `.platform` for the UI toolkit.
        case only(Set<LayerName>)
    }

    public let layer: LayerName
    public let mayReferTo: Scope
    /// Type names that stay out of bounds even in an allowed layer.
    public let never: [NamePattern]
    /// Allowed layers whose classes may not be named: their objects are known by protocol (a passive
    /// view, an interactor), while their values (display structs, use-case values) may be.
    public let classesBarred: Set<LayerName>
    /// The reason in one sentence, as the pattern's practitioners would give it.
    public let reason: String

    public init(
        _ layer: LayerName, mayReferTo: Scope, never: [NamePattern] = [], classesBarred: Set<LayerName> = [],
        because reason: String
    ) {
        self.layer = layer
        self.mayReferTo = mayReferTo
        self.never = never
        self.classesBarred = classesBarred
        self.reason = reason
    }

    /// Whether the rule lets this layer call a function or method of this name.
    public func allows(call name: String) -> Bool {
        !never.contains { $0.matches(call: name) }
    }

    /// Whether a reference from this rule's layer to `name` (a declaration of `kind`) in `target`
    /// keeps the rule.
    public func allows(_ name: String, in target: LayerName, kind: String? = nil) -> Bool {
        if never.contains(where: { $0.matches(name) }) { return false }
        if classesBarred.contains(target), kind == "class" || kind == "actor" { return false }
        switch mayReferTo {
        case .anything: return true
        case .only(let layers): return target == layer || layers.contains(target)
        }
    }

    /// The rule in words, naming shared layers by their modules: "View may refer only to Presenter
    /// and HeadlessUI: a passive view ...". A layer may stand for several names (MV's own Model layer
    /// and the Models module share the layer Model).
    public func sentence(sharedNames: [LayerName: [String]]) -> String {
        func name(_ layer: LayerName) -> [String] { sharedNames[layer] ?? [layer.rawValue] }
        var text: String
        switch mayReferTo {
        case .anything:
            text = "\(layer.rawValue) may refer to any layer"
        case .only(let layers) where layers.isEmpty:
            text = "\(layer.rawValue) may refer to no other layer"
        case .only(let layers):
            text = "\(layer.rawValue) may refer only to " + Self.list(layers.sorted().flatMap(name))
        }
        let endings = never.compactMap { if case .suffix(let ending) = $0 { ending } else { nil } }
        let names = never.compactMap { if case .named(let name) = $0 { name } else { nil } }
        let calls = never.compactMap { if case .call(let name) = $0 { name + "(…)" } else { nil } }
        var exceptions: [String] = []
        if !endings.isEmpty {
            exceptions.append("a type whose name ends in " + Self.list(endings, joiner: "or"))
        }
        exceptions += names
        if !exceptions.isEmpty {
            text += ", never to " + Self.list(exceptions, joiner: "or")
        }
        if !calls.isEmpty {
            text += ", and never calls " + Self.list(calls, joiner: "or")
        }
        if !classesBarred.isEmpty {
            text += ", nor to a class of " + Self.list(classesBarred.sorted().flatMap(name), joiner: "or")
        }
        return text + ": " + reason
    }

    private static func list(_ items: [String], joiner: String = "and") -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(joiner) " + (items.last ?? "")
    }
}

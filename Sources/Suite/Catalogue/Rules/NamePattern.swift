/// A set of type names a rule keeps out of bounds even in a layer it allows.
public enum NamePattern: Sendable, Equatable {
    /// Names ending so: `.suffix("Store")` is every store.
    case suffix(String)
    /// One name.
    case named(String)
    /// A function or method called by this name (`dismiss` in `self.dismiss(animated: true)`).
    case call(String)

    /// Whether a type name matches.
    public func matches(_ name: String) -> Bool {
        switch self {
        case .suffix(let ending): name.hasSuffix(ending)
        case .named(let exact): name == exact
        case .call: false
        }
    }

    /// Whether a call matches.
    public func matches(call name: String) -> Bool {
        if case .call(let called) = self { called == name } else { false }
    }
}

/// Tells whether a view was given the same inputs as last time, so its body need not run again,
/// as SwiftUI compares a view's stored properties. Equatable values compare by value, objects by
/// identity, bindings by what they point at, nested structures field by field; anything else (a
/// closure, say) counts as changed. State and environment are not inputs: they are the view's own.
@MainActor
enum InputComparison {
    static func same(_ old: Any, _ new: Any) -> Bool {
        if old is any DynamicProperty, new is any DynamicProperty { return true }
        if let old = old as? any BindingIdentity, let new = new as? any BindingIdentity {
            return old.target != nil && old.target == new.target
        }
        if let old = old as? any Equatable { return old.isEqual(to: new) }
        let oldMirror = Mirror(reflecting: old)
        let newMirror = Mirror(reflecting: new)
        switch oldMirror.displayStyle {
        case .class:
            return newMirror.displayStyle == .class && type(of: old) == type(of: new)
                && ObjectIdentifier(old as AnyObject) == ObjectIdentifier(new as AnyObject)
        case .struct, .tuple:
            guard type(of: old) == type(of: new), oldMirror.children.count == newMirror.children.count else {
                return false
            }
            return zip(oldMirror.children, newMirror.children).allSatisfy { same($0.value, $1.value) }
        case .optional:
            guard let oldValue = oldMirror.children.first else { return newMirror.children.isEmpty }
            guard let newValue = newMirror.children.first else { return false }
            return same(oldValue.value, newValue.value)
        default:
            return false
        }
    }
}

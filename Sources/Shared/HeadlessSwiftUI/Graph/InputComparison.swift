@_spi(Reflection) import Swift

/// Tells whether a view was given the same inputs as last time, so its body need not run again,
/// as SwiftUI compares a view's stored properties. Equatable values compare by value, objects by
/// identity, bindings by what they point at, nested structures field by field; anything else (a
/// closure, say) counts as changed. State and environment are not inputs: they are the view's own.
///
/// A structure is compared by a plan made once per type from its stored fields; other values (an
/// optional or a tuple that is not Equatable) are compared by reflection.
@MainActor
enum InputComparison {
    static func same(_ old: any View, _ new: any View) -> Bool {
        guard type(of: old) == type(of: new), let plan = Plan.of(old) else {
            return same(old as Any, new as Any)
        }
        return withStorage(of: old) { old in withStorage(of: new) { new in plan.same(old, new) } }
    }

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

    /// Gives the storage of the view itself, not of the existential box holding it.
    private static func withStorage<Value: View, Result>(of value: Value, _ body: (UnsafeRawPointer) -> Result)
        -> Result
    {
        withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
    }

    /// How to compare each stored field of one structure type, in the order of the rules above.
    @MainActor
    struct Plan {
        enum Rule {
            case ignored
            case binding(any BindingIdentity.Type)
            case equatable(any Equatable.Type)
            case object
            case fields(Plan)
            case changed
            case reflected(Any.Type)
        }

        let rules: [(offset: Int, rule: Rule)]

        private static var cache: [ObjectIdentifier: Plan?] = [:]

        /// The plan for `view`'s type, when it is a structure.
        static func of(_ view: any View) -> Plan? {
            let key = ObjectIdentifier(type(of: view))
            if let known = cache[key] { return known }
            let plan = StoredFields.of(view).map(Plan.init)
            cache[key] = plan
            return plan
        }

        private static func ofStructure(_ type: Any.Type) -> Plan? {
            let key = ObjectIdentifier(type)
            if let known = cache[key] { return known }
            let plan = StoredFields.ofStructure(type).map(Plan.init)
            cache[key] = plan
            return plan
        }

        private init(_ stored: StoredFields) {
            rules = stored.fields.map { ($0.offset, Self.rule(for: $0)) }
        }

        private static func rule(for field: StoredFields.Field) -> Rule {
            if field.type is any DynamicProperty.Type { return .ignored }
            if let binding = field.type as? any BindingIdentity.Type { return .binding(binding) }
            if let equatable = field.type as? any Equatable.Type { return .equatable(equatable) }
            switch field.kind {
            case .class: return .object
            case .function: return .changed
            case .struct: return Plan.ofStructure(field.type).map(Rule.fields) ?? .reflected(field.type)
            default: return .reflected(field.type)
            }
        }

        func same(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
            rules.allSatisfy { offset, rule in
                let old = old + offset
                let new = new + offset
                switch rule {
                case .ignored: return true
                case .binding(let type):
                    let target = type.storedTarget(at: old)
                    return target != nil && target == type.storedTarget(at: new)
                case .equatable(let type): return type.storedValues(at: old, equal: new)
                case .object: return old.load(as: UInt.self) == new.load(as: UInt.self)
                case .fields(let plan): return plan.same(old, new)
                case .changed: return false
                case .reflected(let type): return InputComparison.same(loadAny(type, at: old), loadAny(type, at: new))
                }
            }
        }

        private func loadAny<Value>(_ type: Value.Type, at address: UnsafeRawPointer) -> Any {
            address.assumingMemoryBound(to: Value.self).pointee
        }
    }
}

extension Equatable {
    /// Whether the values of this type stored at the two addresses are equal.
    fileprivate static func storedValues(at address: UnsafeRawPointer, equal other: UnsafeRawPointer) -> Bool {
        address.assumingMemoryBound(to: Self.self).pointee == other.assumingMemoryBound(to: Self.self).pointee
    }
}

extension BindingIdentity {
    fileprivate static func storedTarget(at address: UnsafeRawPointer) -> BindingTarget? {
        address.assumingMemoryBound(to: Self.self).pointee.target
    }
}

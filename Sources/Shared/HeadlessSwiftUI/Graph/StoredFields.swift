@_spi(Reflection) import Swift

/// The stored properties of a view type, read once per type from the type's metadata (as SwiftUI
/// reads a view's fields), so that installing state and comparing inputs on each render reads
/// fields at known offsets instead of reflecting the value again. Nil for a type that is not a
/// structure, or that has a weak or unowned field (whose storage is not the value it refers to):
/// those are read with `Mirror`.
@MainActor
struct StoredFields {
    struct Field {
        let name: String
        let offset: Int
        let type: Any.Type
        let kind: _MetadataKind
    }

    let fields: [Field]
    /// The fields holding `@State`, `@Environment` or `@FocusState`, which a render connects to the node.
    let installable: [(field: Field, type: any InstallableProperty.Type)]

    private static var cache: [ObjectIdentifier: StoredFields?] = [:]

    /// The fields of `value`'s type, when it is a structure.
    static func of(_ value: Any) -> StoredFields? {
        let key = ObjectIdentifier(type(of: value))
        if let known = cache[key] { return known }
        let read = Mirror(reflecting: value).displayStyle == .struct ? read(type(of: value)) : nil
        cache[key] = read
        return read
    }

    /// The fields of `type`, a structure (as a field's metadata kind tells).
    static func ofStructure(_ type: Any.Type) -> StoredFields? {
        let key = ObjectIdentifier(type)
        if let known = cache[key] { return known }
        let read = read(type)
        cache[key] = read
        return read
    }

    private static func read(_ type: Any.Type) -> StoredFields? {
        var fields: [Field] = []
        let complete = _forEachField(of: type, options: []) { name, offset, type, kind in
            fields.append(Field(name: String(cString: name), offset: offset, type: type, kind: kind))
            return true
        }
        guard complete, holdsOnlyStrongReferences(type, fields: fields) else { return nil }
        let installable = fields.compactMap { field in
            (field.type as? any InstallableProperty.Type).map { (field, $0) }
        }
        return StoredFields(fields: fields, installable: installable)
    }

    /// Whether every field that may hold a reference holds it strongly: only strong fields of the
    /// kinds a key path can name come with one, so a field without is weak or unowned, unless it is
    /// a closure or a type, which a key path does not name either.
    private static func holdsOnlyStrongReferences(_ type: Any.Type, fields: [Field]) -> Bool {
        func strongNames<Root>(_: Root.Type) -> Set<String>? {
            var names: Set<String> = []
            let read = _forEachFieldWithKeyPath(of: Root.self, options: ignoreUnknown) { name, _ in
                names.insert(String(cString: name))
                return true
            }
            return read ? names : nil
        }
        guard let strong = strongNames(type), Set(fields.map(\.name)).count == fields.count else { return false }
        return fields.allSatisfy { field in
            strong.contains(field.name) || field.kind == .function || field.kind == .metatype
                || field.kind == .existentialMetatype
        }
    }

    /// `_EachFieldOptions.ignoreUnknown`, spelled by its value: the option is a static variable.
    private static let ignoreUnknown = _EachFieldOptions(rawValue: 1 << 1)
}

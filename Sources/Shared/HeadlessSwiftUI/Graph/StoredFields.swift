@_spi(Reflection) import Swift

/// The stored properties of a view type, read once per type from the type's metadata (as SwiftUI
/// reads a view's fields), so that installing state and comparing inputs on each render reads
/// fields at known offsets instead of reflecting the value again. Nil for a type that is not a
/// structure: those are read with `Mirror`.
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
        guard complete else { return nil }
        let installable = fields.compactMap { field in
            (field.type as? any InstallableProperty.Type).map { (field, $0) }
        }
        return StoredFields(fields: fields, installable: installable)
    }
}

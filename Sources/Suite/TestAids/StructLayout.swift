@_spi(Reflection) import Swift

/// The strong stored fields of a structure type, with their offsets, read once per type from its
/// metadata: a census reads a structure's fields in place instead of asking a mirror for each one,
/// which resolves the field's type by name every time. Fields that hold nothing to walk (closures,
/// types) are left out. Nil when a field cannot be read so: a weak or unowned reference, which a
/// mirror reads as the object it points to.
struct StructLayout {
    struct Field {
        let offset: Int
        let type: Any.Type
        let kind: _MetadataKind

        /// Whether the field holds a strong reference to an object of a class.
        var isObject: Bool { kind == .class }
    }

    let fields: [Field]

    /// Made from a value's type; nil when the type is not a structure.
    static func of<Value>(_: Value.Type) -> StructLayout? {
        var all: [(name: String, field: Field)] = []
        let read = _forEachField(of: Value.self, options: []) { name, offset, type, kind in
            all.append((String(cString: name), Field(offset: offset, type: type, kind: kind)))
            return true
        }
        guard read else { return nil }
        // Only strong fields of the kinds it can name come with a key path; the others are weak or
        // unowned references, or values with nothing to walk.
        var strong: [String] = []
        let named = _forEachFieldWithKeyPath(of: Value.self, options: ignoreUnknown) { name, _ in
            strong.append(String(cString: name))
            return true
        }
        guard named, Set(all.map(\.name)).count == all.count else { return nil }
        let strongNames = Set(strong)
        var fields: [Field] = []
        for (name, field) in all {
            if strongNames.contains(name) {
                fields.append(field)
            } else if !MetadataKind.holdsNothing(field.kind) {
                return nil
            }
        }
        return StructLayout(fields: fields)
    }

    /// `_EachFieldOptions.ignoreUnknown`, spelled by its value: the option is a static variable.
    private static let ignoreUnknown = _EachFieldOptions(rawValue: 1 << 1)

}

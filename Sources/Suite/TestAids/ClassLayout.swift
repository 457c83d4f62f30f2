@_spi(Reflection) import Swift
internal import SwiftShims

/// The stored fields of a class with their offsets, its superclasses' included down to a given base
/// class, read once per class from its metadata: a census reads an object's fields in place instead of
/// asking a mirror for each one, which resolves the field's type by name every time (that was about
/// two fifths of a census). Fields that hold nothing to walk (closures, types) are left out. A weak
/// reference is read as the object it points to, as a mirror reads it. Nil when a field cannot be read
/// so: an unowned reference, which only a mirror reads safely.
struct ClassLayout {
    enum Access {
        /// A strong reference to an object of a class.
        case object
        /// A weak reference to an object, or to an existential of a class-bound protocol: its first
        /// word is the reference either way.
        case weakObject
        /// Any other value, read as its own type.
        case value(Any.Type)
    }

    struct Field {
        let offset: Int
        let access: Access
    }

    let fields: [Field]

    /// The fields `type` declares and those its superclasses declare below `base` (all of them when
    /// `base` is nil), in the order a mirror lists them, without the fields named in `skipped`.
    static func of(_ type: AnyClass, below base: AnyClass?, skipping skipped: Set<String>) -> ClassLayout? {
        // A class's fields come after its superclass's, so those of `base` are the first ones.
        let inherited = base.map(recursiveFieldCount) ?? 0
        var index = 0
        var fields: [Field] = []
        var readable = true
        _ = _forEachField(of: type, options: classType) { name, offset, fieldType, kind in
            defer { index += 1 }
            guard index >= inherited, !skipped.contains(String(cString: name)), !MetadataKind.holdsNothing(kind) else {
                return true
            }
            if !isStrong(type, index) {
                // `weak var` fields are optional; anything else is unowned.
                readable = kind == .optional
                fields.append(Field(offset: offset, access: .weakObject))
            } else if kind == .class {
                fields.append(Field(offset: offset, access: .object))
            } else {
                fields.append(Field(offset: offset, access: .value(fieldType)))
            }
            return readable
        }
        return readable ? ClassLayout(fields: fields) : nil
    }

    /// Reads a weak reference where it lies, as the runtime does for a `weak var`.
    struct WeakReference {
        weak var object: AnyObject?
    }

    /// `_EachFieldOptions.classType`, spelled by its value: the option is a static variable.
    private static let classType = _EachFieldOptions(rawValue: 1 << 0)

    /// Whether field `index` of `type` holds a strong reference (or a value): weak and unowned ones do
    /// not. The reflection SPI leaves this out, so it is asked of the runtime function it calls itself.
    private static func isStrong(_ type: AnyClass, _ index: Int) -> Bool {
        var metadata = _FieldReflectionMetadata()
        _ = fieldMetadata(type, index: index, fieldMetadata: &metadata)
        metadata.freeFunc?(metadata.name)
        return metadata.isStrong
    }
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func recursiveFieldCount(_: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func fieldMetadata(
    _: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<_FieldReflectionMetadata>
) -> Any.Type

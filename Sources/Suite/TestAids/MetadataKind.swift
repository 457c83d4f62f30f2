@_spi(Reflection) import Swift

/// The kind of a type's metadata, which the reflection SPI hands out only for the fields of a type.
enum MetadataKind {
    /// Whether `type` is a structure or an enum: not a class, optional, tuple, function, existential
    /// or metatype.
    static func isStructOrEnum(_ type: Any.Type) -> Bool {
        let kind = _MetadataKind(rawValue: metadataKind(type))
        return kind == .struct || kind == .enum
    }

    /// Whether a field of this kind holds nothing a census walks: a closure or a type.
    static func holdsNothing(_ kind: _MetadataKind) -> Bool {
        kind == .function || kind == .metatype || kind == .existentialMetatype
    }
}

@_silgen_name("swift_getMetadataKind")
private func metadataKind(_: Any.Type) -> UInt

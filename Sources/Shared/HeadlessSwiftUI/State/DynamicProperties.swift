/// Connects the state and environment properties of a view to its node before its body runs, as
/// SwiftUI does by reading the view's fields at offsets it knows from the view's type.
@MainActor
enum DynamicProperties {
    static func install(in view: any View, node: ViewNode) {
        guard let stored = StoredFields.of(view) else {
            installReflecting(view, node: node)
            return
        }
        guard !stored.installable.isEmpty else { return }
        install(stored, of: view, node: node)
    }

    /// Opens the existential, so that the fields are read in the view's own storage.
    private static func install<V: View>(_ stored: StoredFields, of view: V, node: ViewNode) {
        withUnsafePointer(to: view) { pointer in
            let address = UnsafeRawPointer(pointer)
            for (field, type) in stored.installable {
                type.installStored(at: address + field.offset, in: node, label: field.name)
            }
        }
    }

    /// A view that is not a structure, whose fields are found by reflection.
    private static func installReflecting(_ view: any View, node: ViewNode) {
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any InstallableProperty else { continue }
            property.install(in: node, label: child.label ?? "")
        }
    }
}

extension InstallableProperty {
    /// Installs the property of this type stored at `address`.
    fileprivate static func installStored(at address: UnsafeRawPointer, in node: ViewNode, label: String) {
        address.assumingMemoryBound(to: Self.self).pointee.install(in: node, label: label)
    }
}

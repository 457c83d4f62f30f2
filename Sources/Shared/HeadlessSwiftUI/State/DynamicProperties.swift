/// Connects the state and environment properties of a view to its node before its body runs, as
/// SwiftUI does by reading the view's fields.
@MainActor
enum DynamicProperties {
    /// View types found to have no such property. Reading a view's fields by reflection is the
    /// costliest step of evaluating a small body, and most views (rows, labels) have none.
    private static var typesWithout: Set<ObjectIdentifier> = []

    static func install(in view: any View, node: ViewNode) {
        let viewType = ObjectIdentifier(type(of: view))
        guard !typesWithout.contains(viewType) else { return }
        var found = false
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any InstallableProperty else { continue }
            property.install(in: node, label: child.label ?? "")
            found = true
        }
        if !found { typesWithout.insert(viewType) }
    }
}

/// Connects the state and environment properties of a view to its node before its body runs, as
/// SwiftUI does by reading the view's fields.
@MainActor
enum DynamicProperties {
    static func install(in view: any View, node: ViewNode) {
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any InstallableProperty else { continue }
            property.install(in: node, label: child.label ?? "")
        }
    }
}

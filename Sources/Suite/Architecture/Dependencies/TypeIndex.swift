import Catalogue
import Measure

/// Where a name used in a style's file is declared: the module, and the layer it belongs to there.
package struct TypeHome: Sendable, Hashable {
    /// A style (`VIPER`) or a shared module (`Models`, `HeadlessUI`).
    package let module: String
    package let layer: LayerName
    /// `class`, `struct`, `enum`, `actor`, `protocol` or `typealias`; nil for a module's own name.
    package let kind: String?
}

/// The top-level types of every style and shared module, by name, so that a name in a style's file
/// can be traced to the layer that declares it. A style sees its own types first, then the shared
/// modules in the layer table's order; it never sees another style's.
struct TypeIndex {
    private var types: [String: [String: TypeHome]] = [:]
    /// Per module and outer type, the types nested in it and its generic parameters: written unqualified
    /// only inside (an extension of) that type, where they hide a shared type of the same name.
    private var nested: [String: [String: Set<String>]] = [:]
    private let shared: [SharedModule]

    init(files: [PlacedFile], shared: [SharedModule]) {
        self.shared = shared
        for file in files {
            for type in file.structure.types {
                if !type.genericParameters.isEmpty {
                    nested[file.module, default: [:]][type.name, default: []].formUnion(type.genericParameters)
                }
                if type.isTopLevel {
                    types[file.module, default: [:]][type.name] = TypeHome(
                        module: file.module, layer: file.layer, kind: type.kind)
                } else if let outer = type.outerType {
                    nested[file.module, default: [:]][outer, default: []].insert(type.name)
                }
            }
        }
    }

    /// The home of `name` written in a file of `module` inside the bodies of `enclosingTypes`: nil for
    /// a type nested in one of them; a shared module's own name (`HeadlessUI.Label`) is that module.
    /// Names a file declares for itself are the caller's to leave out. The shared modules the file
    /// imports are searched first, so that `View` and `Button` in a view importing HeadlessSwiftUI
    /// alone are HeadlessSwiftUI's, not HeadlessUI's classes of the same names.
    func resolve(
        _ name: String, fromModule module: String, inside enclosingTypes: [String], importing imports: Set<String>
    ) -> TypeHome? {
        if enclosingTypes.contains(where: { nested[module]?[$0]?.contains(name) == true }) { return nil }
        if let home = types[module]?[name] { return home }
        let imported = shared.filter { imports.contains($0.name) }
        for module in imported + shared.filter({ !imports.contains($0.name) }) {
            if let home = types[module.name]?[name] { return home }
            if name == module.name { return TypeHome(module: module.name, layer: module.layer, kind: nil) }
        }
        return nil
    }

    /// The shared module imported under `name`, as a home.
    func sharedModule(named name: String) -> TypeHome? {
        shared.first { $0.name == name }.map { TypeHome(module: $0.name, layer: $0.layer, kind: nil) }
    }
}

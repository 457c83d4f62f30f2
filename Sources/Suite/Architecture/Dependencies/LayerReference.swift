import Catalogue
import Measure

/// A place where a style's file names something declared in another layer: a type of another layer
/// of the style, a type of a shared module, or an import of a shared module.
package struct LayerReference: Sendable, Equatable {
    package let path: String
    package let line: Int
    package let fromLayer: LayerName
    package let toLayer: LayerName
    /// The style or shared module that declares it.
    package let module: String
    /// The type named, or `import HeadlessUI` for an import.
    package let name: String
    /// What the name declares (`class`, `protocol`, ...); nil for an import or a module's name.
    package let kind: String?
}

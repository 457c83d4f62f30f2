import Catalogue
import Measure

/// A place where a style's file names something declared in another layer: a type of another layer
/// of the style, a type of a shared module, or an import of a shared module.
public struct LayerReference: Sendable, Equatable {
    public let path: String
    public let line: Int
    public let fromLayer: LayerName
    public let toLayer: LayerName
    /// The style or shared module that declares it.
    public let module: String
    /// The type named, or `import HeadlessUI` for an import.
    public let name: String
    /// What the name declares (`class`, `protocol`, ...); nil for an import or a module's name.
    public let kind: String?
}

import Catalogue
import Measure

/// A source file of a style or shared module, with its layer and structure.
public struct PlacedFile: Sendable, Equatable {
    public let path: String
    /// The style or shared module the file is in.
    public let module: String
    public let layer: LayerName
    public let codeLines: Int
    public let structure: FileStructure
}

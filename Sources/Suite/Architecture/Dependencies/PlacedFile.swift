import Catalogue
import Measure

/// A source file of a style or shared module, with its layer and structure.
package struct PlacedFile: Sendable, Equatable {
    package let path: String
    /// The style or shared module the file is in.
    package let module: String
    package let layer: LayerName
    package let codeLines: Int
    package let structure: FileStructure
}

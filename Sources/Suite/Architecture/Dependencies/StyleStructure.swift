import Catalogue
import Measure

/// A style's files and every reference from one of its layers to another layer or a shared module.
package struct StyleStructure: Sendable, Equatable {
    package let style: StyleDefinition
    /// Sorted by path.
    package let files: [PlacedFile]
    /// In file order, then line order.
    package let references: [LayerReference]

    /// Whether the file imports a module of the platform layer (the UI toolkit) or names one of its
    /// types: the file cannot be compiled, or tested, without the UI toolkit.
    package func isUIBound(_ file: PlacedFile) -> Bool {
        references.contains { $0.path == file.path && $0.toLayer == .platform }
    }
}

/// Every style's structure, and the shared modules' files placed in their layers.
package struct PackageStructure: Sendable, Equatable {
    /// In the layer table's order.
    package let styles: [StyleStructure]
    /// Files of Models and HeadlessUI, sorted by path.
    package let sharedFiles: [PlacedFile]
}

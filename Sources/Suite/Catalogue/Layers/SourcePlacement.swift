/// Where the layer table puts a source file.
public enum SourcePlacement: Sendable, Equatable {
    case style(String, LayerName)
    case shared(String, LayerName)
    /// Tooling modules (Harness, Measure, compare) are not part of the comparison.
    case tooling
    case unmapped
}

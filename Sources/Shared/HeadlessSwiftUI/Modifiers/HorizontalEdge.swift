/// A side of a row, like SwiftUI's HorizontalEdge.
public enum HorizontalEdge: Sendable {
    case leading
    case trailing
}

/// How a vertical stack lines up its views; accepted for SwiftUI's signature, with no effect on a
/// screen that has no geometry.
public enum HorizontalAlignment: Sendable {
    case leading
    case center
    case trailing
}

/// How a horizontal stack lines up its views; accepted for SwiftUI's signature, with no effect.
public enum VerticalAlignment: Sendable {
    case top
    case center
    case bottom
}

/// How a vertical stack lines up its views; accepted for SwiftUI's signature, with no effect on a
/// screen that has no geometry.
public enum HorizontalAlignment: Sendable {
    case leading
    case center
    case trailing
}

/// How a horizontal stack lines up its views; accepted for SwiftUI's signature, with no effect.
public enum VerticalAlignment: Sendable {
    case top
    case center
    case bottom
}

/// The direction a stack lays out its views, like SwiftUI's Axis.
public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical
}

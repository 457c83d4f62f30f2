/// Whether something is shown, like SwiftUI's Visibility; a dialog's title is always shown here.
public enum Visibility: Sendable {
    case automatic
    case visible
    case hidden
}

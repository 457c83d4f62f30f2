/// What a modifier on a container passes down to every view inside it, as SwiftUI's environment
/// does for `disabled`, `foregroundStyle`, `strikethrough` and `tint`.
struct InheritedStyle: Equatable {
    var isDisabled = false
    var color: Color?
    var isStrikethrough = false
    var tint: Color?
}

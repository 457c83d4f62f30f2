/// Whether a text field should have the keyboard, and how it tells its focus binding it has.
@MainActor
struct FocusRequest {
    var isFocused: Bool
    var focus: @MainActor () -> Void
}

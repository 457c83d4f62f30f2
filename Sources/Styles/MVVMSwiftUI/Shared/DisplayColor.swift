/// The colours a view model chooses, by name. A view model never touches the UI toolkit: a view turns
/// each name into the platform's colour (`Color+DisplayColor.swift`), so "urgent is red" stays where a
/// test can check it with no view at all.
enum DisplayColor: Equatable, Sendable {
    case black
    case gray
    case lightGreen
    case lightBlue
    case orange
    case red
}

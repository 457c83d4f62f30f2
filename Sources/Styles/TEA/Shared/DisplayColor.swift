/// The colours a view function chooses, by name. Choosing them is part of what the screen shows, so
/// it happens in the view function, where a test reads it as a value; the view controller turns each
/// name into the platform's colour (`Color+DisplayColor.swift`).
enum DisplayColor: Equatable, Sendable {
    case black
    case gray
    case lightGreen
    case lightBlue
    case orange
    case red
}

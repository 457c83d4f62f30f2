/// The colours a presenter asks for. Presenters stay free of the UI framework: the view maps these
/// names to its own colour type.
enum DisplayColor: Equatable, Sendable {
    case black
    case gray
    case lightGreen
    case lightBlue
    case orange
    case red
}

/// The colours a view model asks for. Presenters stay free of the UI framework: the view controller
/// maps these names to the platform's colours.
enum DisplayColor: Equatable, Sendable {
    case black
    case gray
    case lightGreen
    case lightBlue
    case orange
    case red
}

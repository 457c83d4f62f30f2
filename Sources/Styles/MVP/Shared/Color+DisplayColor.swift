import HeadlessUI

extension Color {
    /// The platform colour for a colour a presenter named.
    init(_ color: DisplayColor) {
        switch color {
        case .black: self = .black
        case .gray: self = .gray
        case .lightGreen: self = .lightGreen
        case .lightBlue: self = .lightBlue
        case .orange: self = .orange
        case .red: self = .red
        }
    }
}

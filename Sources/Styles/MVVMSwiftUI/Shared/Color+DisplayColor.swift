import HeadlessSwiftUI

extension Color {
    /// The platform colour for a colour a view model named.
    init(_ color: DisplayColor) {
        switch color {
        case .black: self = .black
        case .gray: self = .gray
        case .lightGreen: self = .green
        case .lightBlue: self = .blue
        case .orange: self = .orange
        case .red: self = .red
        }
    }
}

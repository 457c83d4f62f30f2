import HeadlessSwiftUI
import Models

extension Priority {
    /// The colour of a row's priority marker.
    @MainActor
    var color: Color {
        switch self {
        case .normal: .green
        case .important: .orange
        case .urgent: .red
        }
    }
}

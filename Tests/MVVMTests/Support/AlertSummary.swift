@testable import MVVM

/// An alert's visible parts as a comparable value, so one expectation checks a whole alert.
struct AlertSummary: Equatable, CustomStringConvertible {
    var title: String
    var message: String
    var style: AlertViewModel.Style = .alert
    var actions: [String]

    /// An alert with a single default button.
    static func notice(_ title: String, _ message: String, button: String = "OK") -> AlertSummary {
        AlertSummary(title: title, message: message, actions: [button])
    }

    var description: String {
        "\(style) \"\(title)\": \"\(message)\" \(actions)"
    }
}

extension AlertViewModel {
    /// Buttons read as "Title" for default style and "Title (cancel)" / "Title (destructive)".
    var summary: AlertSummary {
        let buttons = actions.map { action in
            switch action.style {
            case .default: action.title
            case .cancel: "\(action.title) (cancel)"
            case .destructive: "\(action.title) (destructive)"
            }
        }
        return AlertSummary(title: title, message: message, style: style, actions: buttons)
    }
}

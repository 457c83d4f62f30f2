import TestAids

@testable import MVVMC

extension AlertViewModel {
    /// What the alert shows, as the same value every style's tests compare a whole alert with.
    var snapshot: AlertSnapshot {
        let buttons: [AlertSnapshot.Button] = actions.map { action in
            switch action.style {
            case .default: .default(action.title)
            case .cancel: .cancel(action.title)
            case .destructive: .destructive(action.title)
            }
        }
        return AlertSnapshot(
            kind: style == .alert ? .alert : .actionSheet, title: title, message: message, buttons: buttons)
    }
}

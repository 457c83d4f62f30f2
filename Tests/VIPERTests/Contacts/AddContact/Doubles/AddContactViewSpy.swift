@testable import VIPER

/// Records what the New Contact presenter asks its screen to show.
@MainActor
final class AddContactViewSpy: AddContactView {
    private(set) var alerts: [AlertDisplay<Never>] = []

    func showAlert(_ alert: AlertDisplay<Never>) { alerts.append(alert) }
}

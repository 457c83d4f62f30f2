@testable import VIPER

/// Records what the New Contact presenter asks its screen to show.
@MainActor
final class AddContactViewSpy: AddContactView {
    private(set) var modalInPresentationStates: [Bool] = []
    private(set) var alerts: [AlertDisplay<AddContactAlertChoice>] = []

    func displayModalInPresentation(_ isModal: Bool) { modalInPresentationStates.append(isModal) }
    func showAlert(_ alert: AlertDisplay<AddContactAlertChoice>) { alerts.append(alert) }
}

@testable import VIPER

@MainActor
final class ContactListRouterSpy: ContactListRouting {
    enum Message: Equatable {
        case presentAddContact
        case showAlert(AlertDisplay<ContactListAlertChoice>)
    }

    private(set) var messages: [Message] = []
    private(set) var alerts = AlertChoices<ContactListAlertChoice>()
    private(set) weak var addContactDelegate: (any AddContactModuleDelegate)?

    func presentAddContact(delegate: any AddContactModuleDelegate) {
        messages.append(.presentAddContact)
        addContactDelegate = delegate
    }

    func showAlert(
        _ alert: AlertDisplay<ContactListAlertChoice>, onChoice: @escaping @MainActor (ContactListAlertChoice) -> Void
    ) {
        messages.append(.showAlert(alert))
        alerts.record(alert, onChoice: onChoice)
    }
}

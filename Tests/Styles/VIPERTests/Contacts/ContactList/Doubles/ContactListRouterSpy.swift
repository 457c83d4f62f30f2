@testable import VIPER

/// Records the navigation the contacts presenter asks for.
@MainActor
final class ContactListRouterSpy: ContactListRouting {
    /// The delegate of each New Contact presentation asked for, held weakly as the router holds none.
    private(set) var addContactDelegates: [WeakDelegate] = []

    struct WeakDelegate {
        weak var delegate: (any AddContactModuleDelegate)?
    }

    func presentAddContact(delegate: any AddContactModuleDelegate) {
        addContactDelegates.append(WeakDelegate(delegate: delegate))
    }
}

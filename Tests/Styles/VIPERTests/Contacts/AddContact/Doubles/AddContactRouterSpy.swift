@testable import VIPER

/// Records the navigation the New Contact presenter asks for.
@MainActor
final class AddContactRouterSpy: AddContactRouting {
    private(set) var dismissals = 0

    func dismiss() { dismissals += 1 }
}

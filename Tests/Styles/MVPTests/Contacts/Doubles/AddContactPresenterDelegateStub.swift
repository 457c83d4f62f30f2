import Models

@testable import MVP

/// Stands in for the list's presenter: it records each name New Contact hands it, and answers with
/// the store's refusal a test gives it, or with success.
@MainActor
final class AddContactPresenterDelegateStub: AddContactPresenterDelegate {
    private(set) var addedNames: [ContactName] = []
    /// The refusal every addition answers with; nil accepts it.
    var refusal: StoreError?

    func addContact(named name: ContactName) throws(StoreError) {
        addedNames.append(name)
        if let refusal { throw refusal }
    }
}

import Models

@testable import VIP

/// Stands in for the contacts worker: it answers a load with `loadResult` and a save with
/// `saveFailure` when there is one, as the test sets them, and records every book it was asked to save.
@MainActor
final class ContactsWorkerStub: ContactsWorkerProtocol {
    var loadResult: Result<ContactBook, StoreError> = .success(ContactBook())
    var saveFailure: StoreError?
    private(set) var askedToSave: [ContactBook] = []

    func load() throws(StoreError) -> ContactBook {
        try loadResult.get()
    }

    func save(_ book: ContactBook) throws(StoreError) {
        askedToSave.append(book)
        if let saveFailure { throw saveFailure }
    }
}

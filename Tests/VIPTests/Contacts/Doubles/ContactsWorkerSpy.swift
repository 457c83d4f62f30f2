import Models

@testable import VIP

/// Stands in for the contacts worker: it starts from a given book, answers a load or a save with the
/// failure it is told to, and records every book it was asked to save.
@MainActor
final class ContactsWorkerSpy: ContactsWorkerProtocol {
    private(set) var book: ContactBook
    private(set) var askedToSave: [ContactBook] = []
    private(set) var loadCount = 0
    var loadFailure: StoreError?
    var saveFailure: StoreError?

    init(_ contacts: [Contact] = []) {
        book = ContactBook(contacts: contacts)
    }

    func load() throws(StoreError) {
        loadCount += 1
        if let loadFailure { throw loadFailure }
    }

    func save(_ next: ContactBook) throws(StoreError) {
        askedToSave.append(next)
        if let saveFailure { throw saveFailure }
        book = next
    }
}

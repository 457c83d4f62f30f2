import Models

/// The Contacts feature's model, shared by the list's view model and every New Contact view model:
/// it owns the book, saves every change before adopting it, and announces what changed to the view
/// models observing it. New Contact adds through it and the list hears of the insertion, so neither
/// view model reads the other.
@MainActor
final class ContactBookModelController {
    /// What changed, as the model announces it.
    enum Change: Equatable {
        /// The book was loaded: show it all.
        case reloaded
        /// One new contact, at this position of `contacts`.
        case inserted(at: Int)
        /// An import finished: `added` contacts joined the book (saved in one write), `skipped` did not.
        case imported(added: Int, skipped: Int)
        /// The store refused a new contact; the book is as it was.
        case contactNotSaved(reason: String)
        /// The store refused the imported contacts; none of them was added.
        case importNotSaved(reason: String)
    }

    private let store: any ContactStore
    private let observers = ModelControllerObservers<Change>()
    private var book = ContactBook()

    /// The contacts in the order the screen shows them.
    private(set) var contacts: [Contact] = []

    init(store: any ContactStore) {
        self.store = store
    }

    /// `onChange` hears every change from now on, while `observer` exists.
    func addObserver(_ observer: AnyObject, onChange: @escaping @MainActor (Change) -> Void) {
        observers.add(observer, onChange: onChange)
    }

    // MARK: Loading and changing

    /// Reads the stored book and announces it. When the stored data cannot be read, the book starts
    /// empty and the error is thrown for the caller to report.
    func load() throws(StoreError) {
        var failure: StoreError?
        do {
            book = try store.load()
        } catch {
            failure = error
        }
        contacts = book.sortedContacts
        observers.announce(.reloaded)
        if let failure { throw failure }
    }

    /// Adds a contact to the book as it is now, so a contact imported meanwhile is kept.
    func add(_ name: ContactName) {
        let (next, contact) = book.adding(name)
        do {
            try store.save(next)
        } catch {
            observers.announce(.contactNotSaved(reason: error.reason))
            return
        }
        adopt(next)
        observers.announce(.inserted(at: contacts.firstIndex(of: contact) ?? 0))
    }

    /// Merges the directory's employees into the book in one write; an import that adds nothing
    /// writes nothing.
    func importEmployees(_ employees: [Employee]) {
        let result = book.importing(employees)
        if !result.added.isEmpty {
            do {
                try store.save(result.book)
            } catch {
                observers.announce(.importNotSaved(reason: error.reason))
                return
            }
            adopt(result.book)
        }
        observers.announce(.imported(added: result.added.count, skipped: result.skipped))
    }

    private func adopt(_ next: ContactBook) {
        book = next
        contacts = book.sortedContacts
    }
}

import Models

/// The Contacts feature's model, shared by the list and every New Contact screen: it loads the book
/// when it is created, saves every change before adopting it, and announces what changed, where, to
/// the controllers observing it; failures to load or to save go out the same way. New Contact adds
/// through it and the list hears of the insertion, so neither reads the other.
@MainActor
final class ContactBookModelController {
    /// What changed, as the model announces it.
    enum Change: Equatable {
        /// The whole book is new: it was loaded.
        case reloaded
        /// The stored book could not be read: the book starts empty.
        case loadFailed(StoreError)
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
    /// Why the load at creation failed, for every observer to hear when it starts observing.
    private let loadFailure: StoreError?

    /// The contacts in the order the screen shows them.
    private(set) var contacts: [Contact] = []

    init(store: any ContactStore) {
        self.store = store
        do {
            book = try store.load()
            loadFailure = nil
        } catch {
            loadFailure = error
        }
        contacts = book.sortedContacts
    }

    /// `onChange` first hears how the load at creation went (`.reloaded`, then `.loadFailed` if the
    /// stored book could not be read), as KVO's `.initial` option hands a new observer the current
    /// value, then every change from now on, while `observer` exists.
    func addObserver(_ observer: AnyObject, onChange: @escaping @MainActor (Change) -> Void) {
        observers.add(observer, onChange: onChange)
        onChange(.reloaded)
        if let loadFailure { onChange(.loadFailed(loadFailure)) }
    }

    // MARK: Changing

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

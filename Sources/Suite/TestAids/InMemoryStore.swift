import Models

/// A working store that keeps its document in memory, for tests and scenarios (a fake). It can be told to
/// fail its next save or load the way a real store fails, and it counts the saves it accepted.
public final class InMemoryStore<Document: Sendable> {
    public private(set) var document: Document
    public private(set) var saveCount = 0
    private var nextSaveFailure: String?
    private var nextLoadFailure: StoreError?

    public init(_ document: Document) {
        self.document = document
    }

    /// The next save throws `StoreError.saveFailed(reason:)` and changes nothing.
    public func failNextSave(reason: String = "the disk is full") {
        nextSaveFailure = reason
    }

    /// The next load throws `error`, as a real store does when its data cannot be read.
    public func failNextLoad(with error: StoreError) {
        nextLoadFailure = error
    }

    public func loadDocument() throws(StoreError) -> Document {
        if let error = nextLoadFailure {
            nextLoadFailure = nil
            throw error
        }
        return document
    }

    public func saveDocument(_ document: Document) throws(StoreError) {
        if let reason = nextSaveFailure {
            nextSaveFailure = nil
            throw .saveFailed(reason: reason)
        }
        self.document = document
        saveCount += 1
    }
}

extension InMemoryStore: TodoStore where Document == TodoList {
    public convenience init() { self.init(TodoList()) }
    public func load() throws(StoreError) -> TodoList { try loadDocument() }
    public func save(_ list: TodoList) throws(StoreError) { try saveDocument(list) }
}

extension InMemoryStore: ContactStore where Document == ContactBook {
    public convenience init() { self.init(ContactBook()) }
    public func load() throws(StoreError) -> ContactBook { try loadDocument() }
    public func save(_ book: ContactBook) throws(StoreError) { try saveDocument(book) }
}

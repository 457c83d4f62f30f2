import Foundation

/// A store that keeps one document as a JSON file.
///
/// Saves are atomic. Data that cannot be decoded at load, or a file larger than `maximumBytes`, is
/// never deleted or overwritten: it is moved aside under a new name, and the error names that file.
/// A save that would write more than `maximumBytes` is refused, so the store never writes what it
/// would not read back.
public final class JSONFileStore<Document: Codable & Sendable> {
    public let fileURL: URL
    private let fileSystem: any FileSystem
    private let emptyDocument: Document
    private let maximumBytes: Int
    private var refusesSaves = false

    public init(
        fileURL: URL, empty: Document, fileSystem: any FileSystem = LocalFileSystem(),
        maximumBytes: Int = StoreLimits.maximumBytes
    ) {
        self.fileURL = fileURL
        self.emptyDocument = empty
        self.fileSystem = fileSystem
        self.maximumBytes = maximumBytes
    }

    public func loadDocument() throws(StoreError) -> Document {
        fileSystem.removeLeftovers(of: fileURL)
        let data: Data
        do {
            guard let contents = try fileSystem.contents(of: fileURL, maximumBytes: maximumBytes) else {
                return emptyDocument
            }
            data = contents
        } catch is FileTooLargeError {
            // Kept aside unread, as bytes that cannot be decoded are: moving it does not read it.
            throw keepAside()
        } catch {
            refusesSaves = true
            throw .unreadableNotKept(reason: StoreFailureText.reading(fileName, error))
        }
        do {
            return try JSONDecoder.store.decode(Document.self, from: data)
        } catch {
            throw keepAside()
        }
    }

    public func saveDocument(_ document: Document) throws(StoreError) {
        guard !refusesSaves else {
            throw .saveFailed(reason: StoreFailureText.refusingToOverwrite(fileName))
        }
        let data: Data
        do {
            data = try JSONEncoder.store.encode(document)
        } catch {
            throw .saveFailed(reason: StoreFailureText.saving(fileName, error))
        }
        guard data.count <= maximumBytes else {
            throw .saveFailed(reason: StoreFailureText.tooLarge(fileName, maximumBytes: maximumBytes))
        }
        do {
            try fileSystem.writeAtomically(data, to: fileURL)
        } catch {
            throw .saveFailed(reason: StoreFailureText.saving(fileName, error))
        }
    }

    private var fileName: String { fileURL.lastPathComponent }

    /// Moves the unreadable file to the first copy name that nothing holds, trying the next number
    /// whenever the name turns out to be taken.
    private func keepAside() -> StoreError {
        for number in UnreadableCopyName.attempts {
            let destination = UnreadableCopyName.candidate(number, besides: fileURL)
            do {
                try fileSystem.move(fileURL, to: destination)
                return .unreadable(keptAs: destination.lastPathComponent)
            } catch let error as POSIXError where error.code == .EEXIST {
                continue
            } catch {
                refusesSaves = true
                return .unreadableNotKept(reason: StoreFailureText.keepingAside(fileName, error))
            }
        }
        refusesSaves = true
        return .unreadableNotKept(reason: StoreFailureText.keepingAside(fileName, POSIXError(.EEXIST)))
    }
}

extension JSONFileStore: TodoStore where Document == TodoList {
    public convenience init(
        todosAt fileURL: URL, fileSystem: any FileSystem = LocalFileSystem(),
        maximumBytes: Int = StoreLimits.maximumBytes
    ) {
        self.init(fileURL: fileURL, empty: TodoList(), fileSystem: fileSystem, maximumBytes: maximumBytes)
    }

    public func load() throws(StoreError) -> TodoList { try loadDocument() }
    public func save(_ list: TodoList) throws(StoreError) { try saveDocument(list) }
}

extension JSONFileStore: ContactStore where Document == ContactBook {
    public convenience init(
        contactsAt fileURL: URL, fileSystem: any FileSystem = LocalFileSystem(),
        maximumBytes: Int = StoreLimits.maximumBytes
    ) {
        self.init(fileURL: fileURL, empty: ContactBook(), fileSystem: fileSystem, maximumBytes: maximumBytes)
    }

    public func load() throws(StoreError) -> ContactBook { try loadDocument() }
    public func save(_ book: ContactBook) throws(StoreError) { try saveDocument(book) }
}

extension JSONEncoder {
    fileprivate static var store: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }
}

extension JSONDecoder {
    fileprivate static var store: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}

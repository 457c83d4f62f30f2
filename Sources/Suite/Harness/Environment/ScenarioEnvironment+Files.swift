import Foundation
import Models

// Worlds whose stores are real JSON files, for the faults that only a file can show: unreadable
// bytes kept aside on disk, byte for byte, under a new name.
extension ScenarioEnvironment {
    private static let folderPrefix = "scenario-stores-"

    /// Stores that are JSON files `todos.json` and `contacts.json` in a new temporary folder, holding
    /// `todoBytes` and `contactBytes` when given.
    public static func withFileStores(todoBytes: Data? = nil, contactBytes: Data? = nil) throws -> ScenarioEnvironment {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent(folderPrefix + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let todos = folder.appendingPathComponent("todos.json")
        let contacts = folder.appendingPathComponent("contacts.json")
        if let todoBytes { try todoBytes.write(to: todos) }
        if let contactBytes { try contactBytes.write(to: contacts) }
        return ScenarioEnvironment(
            todoStore: JSONFileStore(todosAt: todos), contactStore: JSONFileStore(contactsAt: contacts))
    }

    /// The folder of the JSON file stores, when the stores are files.
    public var storeFolder: URL? {
        (todoStore as? JSONFileStore<TodoList>)?.fileURL.deletingLastPathComponent()
            ?? (contactStore as? JSONFileStore<ContactBook>)?.fileURL.deletingLastPathComponent()
    }

    /// The bytes of the file `name` in the store folder, nil when there is none.
    public func storedFile(named name: String) -> Data? {
        guard let folder = storeFolder else { return nil }
        return FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
    }

    /// Deletes the temporary store folder this environment made, and nothing else.
    func removeTemporaryFolder() {
        guard let folder = storeFolder, folder.lastPathComponent.hasPrefix(Self.folderPrefix) else { return }
        try? FileManager.default.removeItem(at: folder)
    }
}

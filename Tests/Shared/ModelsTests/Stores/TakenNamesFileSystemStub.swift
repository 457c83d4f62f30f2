import Foundation
import Models

/// The real file system where some names get taken between the store's choice and its move, as by
/// another process: moving to one of `takenNames` throws EEXIST, as the real move does.
struct TakenNamesFileSystemStub: FileSystem {
    let takenNames: Set<String>
    private let local = LocalFileSystem()

    init(takenNames: Set<String>) {
        self.takenNames = takenNames
    }

    func contents(of url: URL, maximumBytes: Int) throws -> Data? {
        try local.contents(of: url, maximumBytes: maximumBytes)
    }

    func writeAtomically(_ data: Data, to url: URL) throws {
        try local.writeAtomically(data, to: url)
    }

    func move(_ source: URL, to destination: URL) throws {
        if takenNames.contains(destination.lastPathComponent) { throw POSIXError(.EEXIST) }
        try local.move(source, to: destination)
    }

    func removeLeftovers(of url: URL) {
        local.removeLeftovers(of: url)
    }
}

import Foundation
import Models

/// The real file system, except for the operations told to fail: those throw `FileSystemStub.Failure`
/// without touching any file.
struct FileSystemStub: FileSystem {
    enum Operation: Sendable {
        case read
        case write
        case move
    }

    struct Failure: LocalizedError {
        let operation: Operation
        var errorDescription: String? { "the stub refused to \(operation)" }
    }

    let failing: Set<Operation>
    private let local = LocalFileSystem()

    init(failing: Set<Operation>) {
        self.failing = failing
    }

    func contents(of url: URL) throws -> Data? {
        if failing.contains(.read) { throw Failure(operation: .read) }
        return try local.contents(of: url)
    }

    func writeAtomically(_ data: Data, to url: URL) throws {
        if failing.contains(.write) { throw Failure(operation: .write) }
        try local.writeAtomically(data, to: url)
    }

    func move(_ source: URL, to destination: URL) throws {
        if failing.contains(.move) { throw Failure(operation: .move) }
        try local.move(source, to: destination)
    }

    func fileExists(at url: URL) -> Bool {
        local.fileExists(at: url)
    }
}

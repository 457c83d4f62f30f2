import Foundation
import Models

/// The real file system, except for the operations told to fail: those throw `error` (by default a
/// `FileSystemStub.Failure`) without touching any file.
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
    private let error: (any Error & Sendable)?
    private let local = LocalFileSystem()

    init(failing: Set<Operation>, with error: (any Error & Sendable)? = nil) {
        self.failing = failing
        self.error = error
    }

    private func fail(_ operation: Operation) throws {
        guard failing.contains(operation) else { return }
        throw error ?? Failure(operation: operation)
    }

    func contents(of url: URL, maximumBytes: Int) throws -> Data? {
        try fail(.read)
        return try local.contents(of: url, maximumBytes: maximumBytes)
    }

    func writeAtomically(_ data: Data, to url: URL) throws {
        try fail(.write)
        try local.writeAtomically(data, to: url)
    }

    func move(_ source: URL, to destination: URL) throws {
        try fail(.move)
        try local.move(source, to: destination)
    }

    func removeLeftovers(of url: URL) {
        local.removeLeftovers(of: url)
    }
}

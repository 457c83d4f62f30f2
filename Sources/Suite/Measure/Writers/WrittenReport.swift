import Foundation

/// What the report writer did: the files it wrote, and a note when it had to write them another way
/// than usual (one at a time rather than the whole folder at once).
public struct WrittenReport: Sendable, Equatable {
    public let files: [URL]
    public let note: String?
}

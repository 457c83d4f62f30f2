import Foundation

/// What the report writer did: the files it wrote, and a note when it had to write them another way
/// than usual (one at a time rather than the whole folder at once).
package struct WrittenReport: Sendable, Equatable {
    package let files: [URL]
    package let note: String?
}

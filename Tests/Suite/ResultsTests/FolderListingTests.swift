import Foundation
import Results
import Testing
import ToolTestSupport

@Suite("FolderListing")
struct FolderListingTests {
    @Test("finds the files with the ending in every sub-folder, as paths relative to the folder, sorted")
    func filesUnder() throws {
        let folder = try TemporaryFolder("listing")
        defer { folder.remove() }
        try folder.write("B.swift", "")
        try folder.write("Todo/A.swift", "")
        try folder.write("Todo/Deep/C.swift", "")
        try folder.write("Todo/notes.md", "")

        let files = try FolderListing.files(under: folder.url, endingWith: ".swift")

        #expect(files == ["B.swift", "Todo/A.swift", "Todo/Deep/C.swift"])
    }

    @Test("a folder that is not there has no files")
    func missingFolder() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)")

        #expect(try FolderListing.files(under: missing, endingWith: ".swift") == [])
    }

    @Test(
        "a sub-folder that cannot be listed stops the walk with its path and the reason",
        .enabled(if: geteuid() != 0, "root lists a folder whatever its mode, so nothing is refused"))
    func unlistableSubfolder() throws {
        let folder = try TemporaryFolder("listing")
        defer { folder.remove() }
        try folder.write("Todo/A.swift", "")
        let todo = folder.url.appendingPathComponent("Todo")
        try FileManager.default.setAttributes([.posixPermissions: 0o300], ofItemAtPath: todo.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: todo.path) }

        #expect(throws: FolderListingError(path: todo.path, reason: "permission denied")) {
            try FolderListing.files(under: folder.url, endingWith: ".swift")
        }
    }
}

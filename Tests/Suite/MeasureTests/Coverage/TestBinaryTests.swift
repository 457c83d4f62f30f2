import Foundation
import Results
import Testing
import ToolTestSupport

@testable import Measure

@Suite("TestBinary")
struct TestBinaryTests {
    @Test("a build folder without the test bundle asks for the tests to be built")
    func noBundle() throws {
        let folder = try TemporaryFolder("test-binary")
        defer { folder.remove() }
        try folder.makeFolder("debug")

        #expect(throws: CoverageError.testBinaryNotFound(directory: folder.url.appendingPathComponent("debug").path)) {
            try TestBinary.locate(scratchPath: folder.url)
        }
    }

    @Test("a build folder that cannot be listed is reported with the reason, not taken for a missing build")
    func unlistableBuildFolder() throws {
        let folder = try TemporaryFolder("test-binary")
        defer { folder.remove() }
        let debug = try folder.write("debug", "a file where the build folder should be")

        #expect(throws: FolderListingError(path: debug.path, reason: "it is a file, not a folder")) {
            try TestBinary.locate(scratchPath: folder.url)
        }
    }
}

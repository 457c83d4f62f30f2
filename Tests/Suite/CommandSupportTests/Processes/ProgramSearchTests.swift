import Foundation
import Testing

@testable import CommandSupport

@Suite("ProgramSearch")
struct ProgramSearchTests {
    @Test("a name is found in the first folder of the search path that has it as an executable")
    func firstFolderWins() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: root) }
        let first = root.appendingPathComponent("first")
        let second = root.appendingPathComponent("second")
        for folder in [first, second] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        // A file that is not executable does not count.
        let plain = FileManager.default.createFile(atPath: first.appendingPathComponent("tool").path, contents: Data())
        let executable = FileManager.default.createFile(
            atPath: second.appendingPathComponent("tool").path, contents: Data(), attributes: [.posixPermissions: 0o755]
        )
        try #require(plain && executable)

        let found = ProgramSearch.locate("tool", searchPath: "/nonexistent:\(first.path):\(second.path)")

        #expect(found?.path == second.appendingPathComponent("tool").path)
    }

    @Test("a name with a slash is a path, found only when it is executable")
    func pathsAreTakenAsGiven() {
        #expect(ProgramSearch.locate("/bin/sh", searchPath: "")?.path == "/bin/sh")
        #expect(ProgramSearch.locate("/nonexistent/sh", searchPath: "/bin") == nil)
        #expect(ProgramSearch.locate("no-such-tool-anywhere", searchPath: "/bin:/usr/bin") == nil)
    }
}

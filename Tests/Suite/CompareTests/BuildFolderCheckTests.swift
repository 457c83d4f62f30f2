import CommandSupport
import Foundation
import Testing
import ToolTestSupport

/// The make targets' first check, in scripts/common.sh: a build folder that cannot be written is
/// named in one sentence before SwiftPM is started.
@Suite("check_build_folder_writable")
struct BuildFolderCheckTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardizedFileURL

    private func check(buildFolder: String) async throws -> ProcessResult {
        try await ProcessRunner.run(
            URL(fileURLWithPath: "/bin/bash"),
            [
                "-c", "source scripts/common.sh && BUILD_FOLDER=\"$1\" && check_build_folder_writable", "check",
                buildFolder,
            ],
            in: Self.root, output: .captured, timeLimit: .seconds(30))
    }

    @Test("a build folder that cannot be made is named in one sentence, and the check fails")
    func unwritable() async throws {
        let folder = try TemporaryFolder("build-check")
        defer { folder.remove() }
        // A file where the folder's parent should be: no one, root included, can make the folder.
        let blocked = try folder.write("checkout", "a file").appendingPathComponent(".build").path

        let result = try await check(buildFolder: blocked)

        #expect(result.status == 1)
        #expect(
            result.output
                == "The build folder \(blocked) cannot be written (a read-only checkout, or one "
                + "owned by another user): make a copy you can write to, or fix its permissions, and run again.\n")
    }

    @Test("a build folder that can be written passes, and keeps no trace of the check")
    func writable() async throws {
        let folder = try TemporaryFolder("build-check")
        defer { folder.remove() }

        let result = try await check(buildFolder: folder.url.appendingPathComponent(".build").path)

        #expect(result.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(".build").path) == [])
    }
}

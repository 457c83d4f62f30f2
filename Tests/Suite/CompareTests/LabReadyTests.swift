import CommandSupport
import Foundation
import Testing
import ToolTestSupport

/// `make lab-ready` (scripts/lab-ready.sh), run with a stand-in `swift` that only prints a version,
/// so that what it says of a toolchain is checked without one being installed or built with.
@Suite("lab-ready")
struct LabReadyTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardizedFileURL

    /// Runs the check alone (`--check-only`) with `swift` being a script that prints `version`.
    private func check(swiftPrinting version: String) async throws -> ProcessResult {
        let folder = try TemporaryFolder("lab-ready")
        defer { folder.remove() }
        let swift = try folder.write("swift", "#!/bin/sh\necho '\(version)'\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        return try await check(swift: swift.path)
    }

    private func check(swift: String) async throws -> ProcessResult {
        try await ProcessRunner.run(
            URL(fileURLWithPath: "/bin/bash"),
            ["-c", "SWIFT=\"$1\" bash scripts/lab-ready.sh --check-only 2>&1", "lab-ready", swift],
            in: Self.root, output: .captured, timeLimit: .seconds(30))
    }

    @Test("a toolchain older than Swift 6.1 is named with what to install, and the check fails")
    func tooOld() async throws {
        let result = try await check(swiftPrinting: "Swift version 5.10 (swift-5.10-RELEASE)")

        #expect(result.status == 1)
        #expect(
            result.output
                == "Not ready for the lab:\n  - Swift 5.10 is too old: the lab needs Swift 6.1 or later (on a Mac, "
                + "Xcode 16.3 or later). Install it and run make lab-ready again.\n")
    }

    @Test("no swift command at all is said in one sentence with where to get one")
    func missing() async throws {
        let result = try await check(swift: "/nonexistent/swift")

        #expect(result.status == 1)
        #expect(
            result.output
                == "Not ready for the lab:\n  - No Swift toolchain was found (no '/nonexistent/swift' command): "
                + "install Swift 6.1 or later from swift.org (on a Mac, Xcode 16.3 or later), open a new terminal "
                + "and run make lab-ready again.\n")
    }

    @Test(
        "Swift 6.1 as a Mac's Xcode prints it passes the check",
        arguments: [
            "swift-driver version: 1.120.5 Apple Swift version 6.1 (swiftlang-6.1.0.110.21 clang-1700.0.13.3)",
            "Swift version 6.2.1 (swift-6.2.1-RELEASE)",
        ])
    func recentEnough(version: String) async throws {
        let result = try await check(swiftPrinting: version)

        #expect(result.status == 0)
        #expect(result.output.hasPrefix("The toolchain is ready (Swift 6."))
    }
}

import Foundation

/// A stand-in for the package's test binary in a build folder (`debug/FakePackageTests.xctest`), as
/// `compare report` finds and runs it on Linux: a shell script that answers the test listing and runs
/// `body` for every test run.
enum FakeTestBinary {
    static func install(in scratch: URL, body: String) throws {
        let binary = scratch.appendingPathComponent("debug/FakePackageTests.xctest")
        try FileManager.default.createDirectory(
            at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            case "$1" in --list-tests) exit 0 ;; esac
            \(body)

            """
        try Data(script.utf8).write(to: binary)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
    }
}

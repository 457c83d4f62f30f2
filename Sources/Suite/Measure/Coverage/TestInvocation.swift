import Foundation

/// The command lines that run part of the test binary, per testing library and platform.
/// Linux runs the binary itself; macOS goes through `xcrun xctest` and SwiftPM's testing helper.
package struct TestInvocation: Sendable {
    let binary: TestBinary
    let tools: LLVMTools

    package init(binary: TestBinary, tools: LLVMTools) {
        self.binary = binary
        self.tools = tools
    }

    /// Runs the Swift Testing tests whose ids match `filter` and not `skip`, one at a time when `serial`.
    package func swiftTesting(filter: String, serial: Bool = false, skip: String? = nil) -> (URL, [String]) {
        let arguments =
            ["--testing-library", "swift-testing", "--filter", filter] + (serial ? ["--no-parallel"] : [])
            + (skip.map { ["--skip", $0] } ?? [])
        #if os(macOS)
            let helper = tools.llvmCov.deletingLastPathComponent()
                .appendingPathComponent("../libexec/swift/pm/swiftpm-testing-helper").standardizedFileURL
            return (helper, ["--test-bundle-path", binary.executable.path] + arguments)
        #else
            return (binary.executable, arguments)
        #endif
    }

    /// Runs the named XCTest tests (`Module.Case/test`).
    func xctest(names: [String]) -> (URL, [String]) {
        #if os(macOS)
            return (
                URL(fileURLWithPath: "/usr/bin/xcrun"),
                ["xctest", "-XCTest", names.joined(separator: ","), binary.bundle.path]
            )
        #else
            return (binary.executable, [names.joined(separator: ",")])
        #endif
    }

    /// Lists the XCTest tests, one `Module.Case/test` per line.
    func listXCTests() -> (URL, [String]) {
        #if os(macOS)
            return (
                URL(fileURLWithPath: "/usr/bin/xcrun"),
                ["xctest", "-XCTest", "All", "--list-tests", binary.bundle.path]
            )
        #else
            return (binary.executable, ["--list-tests"])
        #endif
    }

    /// Swift Testing exits with this status when the filter matched no test: not a failure.
    package static let noTestsMatched: Int32 = 69
}

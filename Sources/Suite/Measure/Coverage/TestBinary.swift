import Foundation
import Results

/// The package's test binary in a build folder: a plain executable on Linux, a bundle on macOS.
package struct TestBinary: Sendable, Equatable {
    /// The `*.xctest` path as SwiftPM names it.
    package let bundle: URL
    /// The file that holds the instrumented code (what llvm-cov reads).
    package let executable: URL

    /// Throws when there is no test bundle, or when the build folder cannot be listed (which must
    /// not read as "not built").
    package static func locate(scratchPath: URL) throws -> TestBinary {
        let debug = scratchPath.appendingPathComponent("debug")
        let names = try FolderListing.names(in: debug)
        guard let name = names.sorted().first(where: { $0.hasSuffix("PackageTests.xctest") }) else {
            throw CoverageError.testBinaryNotFound(directory: debug.path)
        }
        let bundle = debug.appendingPathComponent(name)
        #if os(macOS)
            let executable = bundle.appendingPathComponent("Contents/MacOS")
                .appendingPathComponent(String(name.dropLast(".xctest".count)))
        #else
            let executable = bundle
        #endif
        return TestBinary(bundle: bundle, executable: executable)
    }
}

import CommandSupport
import Foundation

/// The llvm-cov and llvm-profdata of the toolchain whose `swift` is in use. Another LLVM's tools
/// (say /usr/bin/llvm-cov from an older release) may not read the profile format, so they are never used.
package struct LLVMTools: Sendable, Equatable {
    package let llvmCov: URL
    package let llvmProfdata: URL

    /// Finds the tools next to the real path of the first `swift` on `searchPath` (a PATH string).
    /// On macOS, when they are not there, asks `xcrun --find` (the selected Xcode toolchain).
    package static func locate(searchPath: String, fileManager: FileManager = .default) throws -> LLVMTools {
        guard let swift = ProgramSearch.locate("swift", searchPath: searchPath, fileManager: fileManager) else {
            throw LLVMToolsError.swiftNotFound(searchPath: searchPath)
        }
        let binDirectory = swift.resolvingSymlinksInPath().deletingLastPathComponent()
        let cov = binDirectory.appendingPathComponent("llvm-cov")
        let profdata = binDirectory.appendingPathComponent("llvm-profdata")
        if fileManager.isExecutableFile(atPath: cov.path), fileManager.isExecutableFile(atPath: profdata.path) {
            return LLVMTools(llvmCov: cov, llvmProfdata: profdata)
        }
        #if os(macOS)
            if let cov = xcrunFind("llvm-cov"), let profdata = xcrunFind("llvm-profdata") {
                return LLVMTools(llvmCov: cov, llvmProfdata: profdata)
            }
        #endif
        throw LLVMToolsError.toolsNotBesideSwift(
            swift: swift.resolvingSymlinksInPath().path, directory: binDirectory.path)
    }

    #if os(macOS)
        private static func xcrunFind(_ tool: String) -> URL? {
            let xcrun = URL(fileURLWithPath: "/usr/bin/xcrun")
            guard let found = try? ProcessRunner.runAndWait(xcrun, ["--find", tool], output: .captured),
                found.status == 0
            else { return nil }
            return toolPath(inXcrunOutput: found.output)
        }
    #endif

    /// The path `xcrun --find` printed: the line that is an absolute path, since what it wrote to
    /// standard error (a warning about the selected Xcode, say) comes in the same output, before or after.
    static func toolPath(inXcrunOutput output: String) -> URL? {
        output.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("/") }
            .map { URL(fileURLWithPath: $0) }
    }
}

package enum LLVMToolsError: Error, CustomStringConvertible, Equatable {
    case swiftNotFound(searchPath: String)
    case toolsNotBesideSwift(swift: String, directory: String)

    package var description: String {
        switch self {
        case .swiftNotFound(let searchPath):
            "No `swift` on PATH (\(searchPath)): cannot tell which toolchain's llvm-cov to use."
        case .toolsNotBesideSwift(let swift, let directory):
            "llvm-cov and llvm-profdata were not found in \(directory), next to \(swift). They must come "
                + "from the same toolchain as swift; a different llvm-cov on PATH may not read its profiles."
        }
    }
}

import Foundation
import Results

/// Names the toolchain and platform for environment.json without starting another process.
enum ToolchainDescription {
    /// SwiftPM writes `swift --version` into the build folder; its first line names the compiler.
    /// "unknown" when it is not there; when the build folder cannot be listed, "unknown" with the reason.
    static func read(scratchPath: URL) -> String {
        let debug = scratchPath.appendingPathComponent("debug")
        let names: [String]
        do {
            names = try FolderListing.names(in: debug)
        } catch {
            return "unknown (\(error))"
        }
        guard let name = names.sorted().first(where: { $0.hasPrefix("swift-version") && $0.hasSuffix(".txt") }),
            let text = try? String(contentsOf: debug.appendingPathComponent(name), encoding: .utf8)
        else { return "unknown" }
        return text.split(separator: "\n").first.map(String.init) ?? "unknown"
    }

    static var platform: String {
        #if arch(x86_64)
            let architecture = "x86_64"
        #elseif arch(arm64)
            let architecture = "arm64"
        #else
            let architecture = "other"
        #endif
        #if os(macOS)
            let system = "macOS"
        #elseif os(Linux)
            let system = "Linux"
        #else
            let system = "other"
        #endif
        return "\(system) \(ProcessInfo.processInfo.operatingSystemVersionString) (\(architecture))"
    }
}

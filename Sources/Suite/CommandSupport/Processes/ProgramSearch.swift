import Foundation

/// Finds a program the way a shell does: a name with a slash is a path, any other name is looked up
/// in the folders of PATH, in order.
package enum ProgramSearch {
    /// The first executable `name` in `searchPath` (a PATH string; the process's own by default).
    package static func locate(
        _ name: String, searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? "",
        fileManager: FileManager = .default
    ) -> URL? {
        if name.contains("/") { return fileManager.isExecutableFile(atPath: name) ? URL(fileURLWithPath: name) : nil }
        return searchPath.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { fileManager.isExecutableFile(atPath: $0.path) }
    }
}

import Foundation

/// The temporary files of saves: `.todos.json.<unique>.tmp` beside `todos.json`. A save killed
/// before its rename leaves one behind, which the next load removes.
enum LeftoverFiles {
    static func temporaryPath(for target: String) -> String {
        let folder = (target as NSString).deletingLastPathComponent
        let name = ".\((target as NSString).lastPathComponent).\(UUID().uuidString).tmp"
        return folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
    }

    static func isTemporaryName(_ name: String, for fileName: String) -> Bool {
        let prefix = ".\(fileName)."
        return name.hasPrefix(prefix) && name.hasSuffix(".tmp") && name.count > prefix.count + ".tmp".count
    }
}

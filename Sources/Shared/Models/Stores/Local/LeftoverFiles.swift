import Foundation

/// The files a save makes beside `todos.json`: `.todos.json.<unique>.tmp` for the new bytes before
/// their rename, and `.todos.json.<unique>.previous.tmp`, a second name for the old file until the
/// rename is on the disk. A save removes them itself; one killed midway leaves them behind, and the
/// next load removes them (the store's file is whole either way, old or new).
enum LeftoverFiles {
    static func temporaryPath(for target: String) -> String {
        besides(target, suffix: ".tmp")
    }

    static func previousVersionPath(for target: String) -> String {
        besides(target, suffix: ".previous.tmp")
    }

    static func isTemporaryName(_ name: String, for fileName: String) -> Bool {
        let prefix = ".\(fileName)."
        return name.hasPrefix(prefix) && name.hasSuffix(".tmp") && name.count > prefix.count + ".tmp".count
    }

    private static func besides(_ target: String, suffix: String) -> String {
        let folder = (target as NSString).deletingLastPathComponent
        let name = ".\((target as NSString).lastPathComponent).\(UUID().uuidString)\(suffix)"
        return folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
    }
}

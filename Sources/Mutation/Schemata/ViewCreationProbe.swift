import Foundation
import Measure

/// The scratch copy's edit of the platform that tells which unit tests create a view: the
/// initialiser of each of HeadlessUI's root types (`SharedModule.viewRootTypes`) writes `view` to
/// the reach file, beside the mutant ids. Recorded one test at a time, this splits a style's unit
/// tests into those that need a screen and those that do not, without a second run.
enum ViewCreationProbe {
    static let fileName = "ViewCreationProbe.swift"
    /// The line the probe writes to the reach file, once per process.
    static let reachLine = "view"
    static let functionName = "__viewCreated"
    /// The initialiser the probe expects in each root type: the only one, which every subclass calls.
    static let initialiser = "public init() {}"

    /// The edited root-type files (path → text) and the probe's own file, for the scratch copy.
    static func edits(packageRoot: URL) throws -> [String: String] {
        let folder = packageRoot.appendingPathComponent("Sources/\(SharedModule.headlessUI.name)")
        return try edits(platformFiles: try swiftFiles(in: folder))
    }

    /// The same from the platform's Swift files (path within the module → text).
    static func edits(platformFiles files: [(path: String, text: String)]) throws -> [String: String] {
        let module = SharedModule.headlessUI.name
        var edits: [String: String] = [:]
        for typeName in SharedModule.viewRootTypes.sorted() {
            let declaration = "class \(typeName) {"
            let holders = files.filter { $0.text.contains(declaration) }
            guard holders.count == 1, let holder = holders.first,
                holder.text.components(separatedBy: initialiser).count == 2
            else {
                throw MutationError.probeNotPlaced(
                    type: typeName, module: module,
                    reason: holders.count == 1
                        ? "its file has not exactly one `\(initialiser)`"
                        : "\(holders.count) files declare `\(declaration)`")
            }
            edits["Sources/\(module)/" + holder.path] = holder.text.replacingOccurrences(
                of: initialiser, with: "public init() { \(functionName)() }")
        }
        edits["Sources/\(module)/\(fileName)"] = source
        return edits
    }

    private static func swiftFiles(in folder: URL) throws -> [(path: String, text: String)] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else {
            throw MutationError.missingFolder(folder.path)
        }
        var files: [(String, String)] = []
        for case let path as String in enumerator where path.hasSuffix(".swift") {
            files.append((path, try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)))
        }
        return files
    }

    static let source = """
        // Added by `make mutate` to its scratch copy only: when the reach file is set, says once that
        // this process created a view. Never part of the package itself.
        import Foundation

        private let viewProbe = ProcessInfo.processInfo.environment["\(MutantSwitch.reachVariable)"].map(ViewProbe.init)

        func \(functionName)() {
            viewProbe?.record()
        }

        private final class ViewProbe: @unchecked Sendable {
            private let lock = NSLock()
            private var recorded = false
            private let path: String

            init(path: String) {
                self.path = path
            }

            func record() {
                lock.lock()
                defer { lock.unlock() }
                guard !recorded else { return }
                recorded = true
                let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
                guard descriptor >= 0 else { return }
                let line = Array("\(reachLine)\\n".utf8)
                _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
            }
        }

        """
}

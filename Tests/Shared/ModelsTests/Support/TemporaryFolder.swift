import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()` (call it in a
/// `defer` right after creating the folder).
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("ModelsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The names of the files in the folder, sorted.
    func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    func write(_ data: Data, to name: String) throws {
        try data.write(to: file(name))
    }

    func contents(of name: String) throws -> Data {
        try Data(contentsOf: file(name))
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

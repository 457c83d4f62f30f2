import Foundation

/// Flushes that do nothing, except the folder's at one moment of a save, which fails with an
/// input/output error as a failing disk would: before the rename (the store's file still holds what
/// it held when the stub was made) or after it (the file holds something else).
struct FolderFlushFailureStub: Sendable {
    enum Moment: Sendable {
        case beforeTheRename
        case afterTheRename
    }

    private let file: URL
    private let moment: Moment
    private let bytesBefore: Data?
    private let losingPreviousVersion: Bool

    /// `losingPreviousVersion`: the failure also removes the second name the save gave the old file,
    /// so that the old file cannot be put back either.
    init(watching file: URL, failing moment: Moment, losingPreviousVersion: Bool = false) {
        self.file = file
        self.moment = moment
        self.bytesBefore = try? Data(contentsOf: file)
        self.losingPreviousVersion = losingPreviousVersion
    }

    func flush(_ descriptor: Int32, path: String) throws {
        let folder = file.deletingLastPathComponent()
        guard path == folder.path else { return }
        let replaced = (try? Data(contentsOf: file)) != bytesBefore
        guard replaced == (moment == .afterTheRename) else { return }
        if losingPreviousVersion {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names where name.hasSuffix(".previous.tmp") {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
        throw POSIXError(.EIO)
    }
}

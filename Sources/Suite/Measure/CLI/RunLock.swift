import Foundation

/// Keeps two `compare report` runs of one checkout apart: each deletes and refills the build folder's
/// coverage folder and the report's staging folder, so a second run while one is going would break
/// both. The lock is the system's (`flock`) on a file in the build folder, so it ends with its process
/// however that ends; the file says which process holds it.
final class RunLock {
    private let descriptor: Int32

    /// Takes the lock at `file`, or refuses at once, naming the process that holds it.
    init(at file: URL) throws(RunLockError) {
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotOpen(path: file.path, code: errno) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            let holder = Self.holder(descriptor)
            close(descriptor)
            if code == EWOULDBLOCK { throw .held(byProcess: holder) }
            throw .cannotOpen(path: file.path, code: code)
        }
        self.descriptor = descriptor
        let pid = Data("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    deinit {
        close(descriptor)
    }

    /// The process number the holder wrote, if it could be read.
    private static func holder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return Int32(
            String(decoding: buffer.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// Why `compare report` did not start.
package enum RunLockError: Error, Equatable, CustomStringConvertible {
    case held(byProcess: Int32?)
    case cannotOpen(path: String, code: Int32)

    package var description: String {
        switch self {
        case .held(let process):
            "another make compare is running in this checkout"
                + (process.map { " (process \($0))" } ?? "") + "; wait for it or stop it"
        case .cannotOpen(let path, let code):
            "cannot lock \(path), which keeps two runs apart: " + String(cString: strerror(code))
        }
    }
}

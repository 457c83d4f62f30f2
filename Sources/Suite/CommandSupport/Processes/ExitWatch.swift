import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Waits on a thread of its own for a child to end, without reaping it (Foundation's `Process` reaps
/// it and reads its status), and reports how it ended once Foundation has had `grace` seconds to say so
/// itself. Used where a run must never wait forever on a child whose end Foundation missed.
package enum ExitWatch {
    static let grace = 5.0

    package static func start(_ identifier: Int32, onMissedEnd: @escaping @Sendable (ProcessEnd) -> Void) {
        Thread.detachNewThread {
            guard let end = waitForEnd(identifier) else { return }
            Thread.sleep(forTimeInterval: grace)
            onMissedEnd(end)
        }
    }

    /// How the child ended, or nil when it cannot be waited for (already reaped).
    package static func waitForEnd(_ identifier: Int32) -> ProcessEnd? {
        var info = siginfo_t()
        while waitid(P_PID, id_t(identifier), &info, WEXITED | WNOWAIT) == -1 {
            guard errno == EINTR else { return nil }
        }
        #if os(Linux)
            let status = info._sifields._sigchld.si_status
        #else
            let status = info.si_status
        #endif
        return info.si_code == Int32(CLD_EXITED) ? .exited(status) : .signalled(status)
    }
}

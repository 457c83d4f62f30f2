import Foundation

/// How a child process ended.
package enum ProcessEnd: Sendable, Equatable {
    case exited(Int32)
    /// Ended by a signal it did not handle (a trap, a crash).
    case signalled(Int32)
    /// Stopped after its time limit.
    case timedOut

    /// The status a shell would report: the exit status, or 128 plus the signal's number (SIGKILL's
    /// for a time limit), so that only a clean exit is 0.
    package var status: Int32 {
        switch self {
        case .exited(let status): status
        case .signalled(let signal): 128 + signal
        case .timedOut: 128 + SIGKILL
        }
    }
}

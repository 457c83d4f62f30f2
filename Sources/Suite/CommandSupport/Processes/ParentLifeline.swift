import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Ends a tool's children when the tool ends in a way it cannot act on (SIGKILL, a crash), which
/// would otherwise leave them running: test processes that keep appending to their results and
/// writing profiles while the next run starts.
///
/// Linux lets a child ask for a signal when its parent dies (`prctl(PR_SET_PDEATHSIG)`), but the
/// child must ask between fork and exec, where Foundation's `Process` runs no code of ours, and
/// macOS has no such call. So the tool starts one guardian instead, a short `/bin/sh` script that
/// reads a socket whose other end only the tool holds (close-on-exec, so no child inherits it). The
/// guardian learns each child's id as the child starts (see `wrap(_:)`) and as it ends. However the
/// tool ends, the system closes its end; the guardian reads the end of its input and kills the
/// children still listed, with their process groups. It ignores the signals that stop the tool, so it
/// is still there then.
final class ParentLifeline {
    private let descriptor: Int32
    private let guardian: Process

    /// Starts the guardian; nil when it cannot be started (the children then lack this guard).
    init?() {
        var ends: [Int32] = [-1, -1]
        #if os(Linux)
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0
            else { return nil }
        #else
            guard socketpair(AF_UNIX, SOCK_STREAM, 0, &ends) == 0 else { return nil }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            // Writing to a guardian someone killed must not end the tool with SIGPIPE.
            var on: Int32 = 1
            setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let guardian = Process()
        guardian.executableURL = URL(fileURLWithPath: "/bin/sh")
        guardian.arguments = ["-c", Self.script]
        guardian.standardInput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
        guardian.standardOutput = FileHandle.nullDevice
        guardian.standardError = FileHandle.nullDevice
        do {
            try guardian.run()
        } catch {
            close(ends[0])
            close(ends[1])
            return nil
        }
        close(ends[1])
        descriptor = ends[0]
        self.guardian = guardian
    }

    deinit {
        // The guardian reads the end of its input and ends; every child has ended by now.
        close(descriptor)
    }

    /// Makes `process` start through `/bin/sh`, which writes its own id to the guardian and then
    /// replaces itself with the program (same id, standard input from /dev/null, so no copy of the
    /// socket stays open). The guardian thus knows each child before the child runs a line of its own:
    /// telling it once `run()` has returned would leave a moment in which a kill orphans the child.
    /// A program that cannot be run is left as it is, for `run()` to refuse as usual.
    func wrap(_ process: Process) {
        guard let program = process.executableURL, FileManager.default.isExecutableFile(atPath: program.path) else {
            return
        }
        // The socket is written with SIGPIPE ignored, in case the guardian is gone; the program
        // gets the default back.
        process.arguments =
            ["-c", "trap '' PIPE; echo \"started $$\" >&0; trap - PIPE; exec \"$@\" </dev/null", "sh", program.path]
            + (process.arguments ?? [])
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.standardInput = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    }

    func ended(_ child: Int32) {
        tell("ended \(child)\n")
    }

    private func tell(_ line: String) {
        #if os(Linux)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        let bytes = Array(line.utf8)
        while bytes.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, flags) }) < 0 && errno == EINTR {}
    }

    /// Keeps the list of children; at the end of its input, kills each child's process group (each
    /// child leads its own where Foundation starts it so) or, failing that, the child alone.
    static let script = """
        trap '' INT TERM HUP
        children=' '
        while read -r event child; do
            case $event in
            started) children="$children$child " ;;
            ended)
                kept=' '
                for other in $children; do [ "$other" = "$child" ] || kept="$kept$other "; done
                children=$kept
                ;;
            esac
        done
        for child in $children; do
            kill -s KILL -- "-$child" 2>/dev/null || kill -s KILL "$child" 2>/dev/null
        done
        """
}

import Foundation
import Testing

@testable import CommandSupport

@Suite("ChildProcesses")
struct ChildProcessesTests {
    private func sleeper() -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = ["30"]
        return process
    }

    @Test("stopping ends every child still running and refuses to start another")
    func stopAllEndsChildren() throws {
        let registry = ChildProcesses()
        let first = sleeper()
        let second = sleeper()
        try registry.start(first)
        try registry.start(second)

        registry.stopAll()
        first.waitUntilExit()
        second.waitUntilExit()

        #expect(first.terminationReason == .uncaughtSignal)
        #expect(first.terminationStatus == SIGTERM)
        #expect(second.terminationReason == .uncaughtSignal)
        #expect(registry.isStopping)
        #expect(throws: ChildProcessError.self) { try registry.start(sleeper()) }
    }

    @Test("a child that already ended is forgotten and not signalled")
    func finishedChildIsForgotten() throws {
        let registry = ChildProcesses()
        let quick = Process()
        quick.executableURL = URL(fileURLWithPath: "/bin/sh")
        quick.arguments = ["-c", "exit 3"]
        try registry.start(quick)
        quick.waitUntilExit()
        registry.finished(quick)

        registry.stopAll()

        #expect(quick.terminationReason == .exit)
        #expect(quick.terminationStatus == 3)
    }
}

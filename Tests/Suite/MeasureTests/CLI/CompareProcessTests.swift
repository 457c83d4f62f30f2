import Catalogue
import Foundation
import Testing
import ToolTestSupport

@testable import Measure

// Linux only: the report tests run a fake test binary (a shell script), which macOS's
// swiftpm-testing-helper cannot load in place of a test bundle, and they read a process's state from
// /proc, which macOS lacks; fuzz, which needs neither, runs here too as part of the same suite.
#if os(Linux)
    /// The compare executable as a user runs it: the parts that only show across processes.
    @Suite("The compare executable")
    struct CompareProcessTests {
        @Test("stopping compare report with SIGTERM stops its test processes too")
        func stoppingReportStopsTheTests() throws {
            let folder = try TemporaryFolder("compare-stop")
            defer { folder.remove() }
            try folder.makeFolder("Tests/Suite/ScenarioTests")
            try folder.makeFolder("Tests/Shared/ModelsTests")
            let started = folder.url.appendingPathComponent("started")
            #expect(mkfifo(started.path, 0o600) == 0)
            // Each test run says it started, then waits far longer than the test.
            try FakeTestBinary.install(
                in: folder.url.appendingPathComponent(".build"), body: "echo $$ > '\(started.path)'\nexec sleep 300")
            let (compare, _) = try CompareExecutable.start(["report"], in: folder.url)

            // ModelsTests in one process, the scenarios in one per style.
            let expected = 1 + LayerTable.standard.styles.count
            let testProcesses = try FIFOLines(path: started.path).read(expected, timeoutSeconds: 60)
                .compactMap { Int32($0) }
            kill(compare.processIdentifier, SIGTERM)
            compare.waitUntilExit()

            #expect(testProcesses.count == expected)
            let survivors = testProcesses.filter(isRunning)
            for survivor in survivors {
                kill(survivor, SIGKILL)
            }
            #expect(survivors.isEmpty)
            #expect(compare.terminationReason == .uncaughtSignal)
        }

        @Test("killing compare report with SIGKILL ends its test processes too")
        func killingReportEndsTheTests() throws {
            let folder = try TemporaryFolder("compare-kill")
            defer { folder.remove() }
            try folder.makeFolder("Tests/Suite/ScenarioTests")
            try folder.makeFolder("Tests/Shared/ModelsTests")
            let started = folder.url.appendingPathComponent("started")
            let alive = folder.url.appendingPathComponent("alive")
            #expect(mkfifo(started.path, 0o600) == 0)
            #expect(mkfifo(alive.path, 0o600) == 0)
            // Read without waiting: the end of file comes once every test process that holds the
            // pipe open for writing has ended.
            let aliveReader = open(alive.path, O_RDONLY | O_NONBLOCK)
            #expect(aliveReader >= 0)
            defer { close(aliveReader) }
            // Each test run holds `alive` open until it ends, says it started, then waits far longer
            // than the test.
            try FakeTestBinary.install(
                in: folder.url.appendingPathComponent(".build"),
                body: "exec 3> '\(alive.path)'\necho $$ > '\(started.path)'\nexec sleep 300")
            let (compare, _) = try CompareExecutable.start(["report"], in: folder.url)

            let expected = 1 + LayerTable.standard.styles.count
            let testProcesses = try FIFOLines(path: started.path).read(expected, timeoutSeconds: 60)
                .compactMap { Int32($0) }
            kill(compare.processIdentifier, SIGKILL)
            compare.waitUntilExit()
            let allEnded = reachesEndOfFile(aliveReader, timeoutSeconds: 30)

            #expect(testProcesses.count == expected)
            #expect(allEnded)
            if !allEnded {
                for process in testProcesses { kill(process, SIGKILL) }
            }
        }

        @Test("fuzz splits the sequences over worker processes and adds up their counts")
        func fuzzUsesWorkers() throws {
            let folder = try TemporaryFolder("compare-fuzz")
            defer { folder.remove() }

            let (compare, output) = try CompareExecutable.start(
                ["fuzz", "--sequences", "4", "--steps", "3", "--jobs", "2", "--lifetimes-every", "1"], in: folder.url)
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            compare.waitUntilExit()

            #expect(compare.terminationStatus == 0)
            #expect(
                text.hasPrefix(
                    "Random sequences: 4 of 3 steps from seed 20261118, against every style, in 2 processes\n"
                        + "  screens compared after every step; objects outliving the app checked in every sequence\n"))
            #expect(text.contains("  4 of 4 sequences, 0 divergences ("))
            #expect(text.contains("Random sequences: seed 20261118, 4 sequences of 3 steps, 0 divergences, "))
        }

        /// Whether reading `descriptor` (a named pipe opened without waiting) reaches the end of file,
        /// which it does once no process holds the pipe open for writing, within `timeoutSeconds`.
        private func reachesEndOfFile(_ descriptor: Int32, timeoutSeconds: Int32) -> Bool {
            let clock = ContinuousClock()
            let deadline = clock.now + .seconds(timeoutSeconds)
            var buffer = [UInt8](repeating: 0, count: 256)
            while clock.now < deadline {
                let left = deadline - clock.now
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, Int32(left.components.seconds * 1000) + 1) > 0 else { return false }
                if Glibc.read(descriptor, &buffer, buffer.count) == 0 { return true }
            }
            return false
        }

        /// Whether `pid` is a process that has not ended (a zombie has ended).
        private func isRunning(_ pid: Int32) -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let state = stat.split(separator: ")").last?.split(separator: " ").first
            else { return false }
            return state != "Z" && state != "X"
        }
    }

    /// Lines written into a named pipe by other processes, read as they come.
    private struct FIFOLines {
        let path: String

        /// Waits for `count` lines, at most `timeoutSeconds` for each.
        func read(_ count: Int, timeoutSeconds: Int32) throws -> [String] {
            // Opened for reading and writing, so that it never reads the end of file between writers.
            let descriptor = open(path, O_RDWR)
            guard descriptor >= 0 else { throw FIFOError(reason: "cannot open \(path)") }
            defer { close(descriptor) }
            var text = ""
            var buffer = [UInt8](repeating: 0, count: 256)
            while text.count(where: { $0 == "\n" }) < count {
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, timeoutSeconds * 1000) > 0 else {
                    throw FIFOError(reason: "nothing written to \(path) in \(timeoutSeconds) s (got \"\(text)\")")
                }
                let read = Glibc.read(descriptor, &buffer, buffer.count)
                guard read > 0 else { throw FIFOError(reason: "cannot read \(path)") }
                text += String(decoding: buffer[0..<read], as: UTF8.self)
            }
            return text.split(separator: "\n").map(String.init)
        }
    }

    private struct FIFOError: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }
#endif

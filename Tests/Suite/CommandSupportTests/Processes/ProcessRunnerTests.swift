import Foundation
import Testing

@testable import CommandSupport

@Suite("ProcessRunner")
struct ProcessRunnerTests {
    private let shell = URL(fileURLWithPath: "/bin/sh")

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a program that exits is reported with its status, and its captured output")
    func exitStatusAndOutput() async throws {
        let result = try await ProcessRunner.run(shell, ["-c", "echo out; echo err >&2; exit 3"], output: .captured)

        #expect(result.end == .exited(3))
        #expect(result.status == 3)
        #expect(result.output == "out\nerr\n")
    }

    @Test("a program killed by a signal is reported as signalled, with the status a shell gives it")
    func signalled() async throws {
        let result = try await ProcessRunner.run(shell, ["-c", "kill -s SEGV $$"])

        #expect(result.end == .signalled(SIGSEGV))
        #expect(result.status == 139)
    }

    @Test("a program that outlives its time limit is stopped and reported as timed out")
    func timeLimit() async throws {
        let clock = ContinuousClock()
        let started = clock.now

        let result = try await ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sleep"), ["30"], timeLimit: .milliseconds(200))

        #expect(result.end == .timedOut)
        #expect(clock.now - started < .seconds(20))
    }

    @Test("the environment and the working directory given are the program's")
    func environmentAndDirectory() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        let result = try ProcessRunner.runAndWait(
            shell, ["-c", "echo \"$GREETING\"; pwd -P"], environment: ["GREETING": "hello"], in: folder,
            output: .captured)

        #expect(result.end == .exited(0))
        #expect(result.output == "hello\n" + folder.resolvingSymlinksInPath().path + "\n")
    }

    @Test("output to a log goes to the file, and the result's output stays empty")
    func logFile() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("run.log")

        let result = try await ProcessRunner.run(shell, ["-c", "echo logged"], output: .log(log))

        #expect(result.output == "")
        #expect(try String(contentsOf: log, encoding: .utf8) == "logged\n")
    }

    @Test("a program that is missing is refused in words before anything starts")
    func missingProgram() async throws {
        await #expect(throws: ProcessRunnerError.cannotLaunch("/nonexistent/tool", "it is missing or not executable")) {
            try await ProcessRunner.run(URL(fileURLWithPath: "/nonexistent/tool"), [])
        }
    }

    @Test("a log that cannot be created is refused in words, naming the log")
    func unwritableLog() throws {
        #expect(
            throws: ProcessRunnerError.cannotLaunch("/bin/sh", "cannot create its log /nonexistent/folder/run.log")
        ) {
            try ProcessRunner.runAndWait(
                shell, ["-c", "true"], output: .log(URL(fileURLWithPath: "/nonexistent/folder/run.log")))
        }
    }

    @Test("a command with a log reports its latest step while it runs")
    func reportsWhileRunning() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = folder.appendingPathComponent("heard")
        // The command ends once the ticker has been heard (the callback leaves a marker), or after 20 s.
        let script =
            "echo '[1/2] Compiling A'; i=0; while [ ! -f heard ] && [ $i -lt 2000 ]; do i=$((i+1)); "
            + "sleep 0.01; done"
        let heard = Heard()

        let result = try ProcessRunner.runAndWait(
            shell, ["-c", script], in: folder, output: .log(folder.appendingPathComponent("build.log")),
            progress: { line in
                heard.append(line)
                _ = FileManager.default.createFile(atPath: marker.path, contents: Data())
            }, interval: .milliseconds(20))

        #expect(result.status == 0)
        #expect(heard.lines == ["      [1/2] Compiling A"])
    }

    private final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []

        var lines: [String] { lock.withLock { stored } }

        func append(_ line: String) {
            lock.withLock { stored.append(line) }
        }
    }
}

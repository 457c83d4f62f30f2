import Foundation
import Testing

@testable import ChangeCost

@Suite("Shell")
struct ShellTests {
    @Test("a command with a log reports its latest step while it runs")
    func reportsWhileRunning() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let marker = folder.appendingPathComponent("heard")
        // The command ends once the ticker has been heard (the callback leaves a marker), or after 20 s.
        let script =
            "echo '[1/2] Compiling A'; i=0; while [ ! -f heard ] && [ $i -lt 2000 ]; do i=$((i+1)); "
            + "sleep 0.01; done"
        let heard = Heard()

        let result = try Shell().run(
            "/bin/sh", ["-c", script], in: folder, log: folder.appendingPathComponent("build.log"),
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

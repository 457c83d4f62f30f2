import Foundation
import Testing
import ToolTestSupport

@testable import Measure

@Suite("RunLock")
struct RunLockTests {
    @Test("a second run is refused at once while the first holds the lock, naming the first's process")
    func secondRunRefused() throws {
        let folder = try TemporaryFolder("lock")
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent(".build/compare.lock")
        let first = try RunLock(at: file)

        #expect(throws: RunLockError.held(byProcess: getpid())) {
            _ = try RunLock(at: file)
        }
        withExtendedLifetime(first) {}
    }

    @Test("the lock ends with the run that held it")
    func releasedWhenDone() throws {
        let folder = try TemporaryFolder("lock")
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("compare.lock")
        _ = try RunLock(at: file)

        _ = try RunLock(at: file)
    }

    @Test("the refusal says in plain words what to do")
    func message() {
        #expect(
            String(describing: RunLockError.held(byProcess: 4242))
                == "another make compare is running in this checkout (process 4242); wait for it or stop it")
    }
}

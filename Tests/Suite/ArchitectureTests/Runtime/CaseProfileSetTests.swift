import Foundation
import Testing

@testable import Architecture

@Suite("CaseProfileSet")
struct CaseProfileSetTests {
    @Test("no folder means nothing was recorded; a folder that cannot be listed is an error in words")
    func unlistableFolder() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let notAFolder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try Data("not a folder".utf8).write(to: notAFolder)
        defer { try? FileManager.default.removeItem(at: notAFolder) }

        #expect(try CaseProfileSet.load(from: missing) == nil)
        #expect(try CaseProfileSet.firstLayout(in: missing) == nil)
        #expect {
            try CaseProfileSet.load(from: notAFolder)
        } throws: { error in
            guard case .unreadable(let path, let reason) = error as? CaseProfileError else { return false }
            return path == notAFolder.path && !reason.contains("code") && !reason.isEmpty
        }
    }
}

import CommandSupport
import Foundation
import Measure
import Testing

@testable import Architecture

/// The fixture profile of tiny.c (see Fixtures/Profiles/README.md), whose answers llvm-profdata gave.
@Suite("RawProfile")
struct RawProfileTests {
    static func fixture() throws -> Data {
        let url = try #require(
            Bundle.module.url(forResource: "Fixtures/Profiles/tiny", withExtension: "profraw"))
        return try Data(contentsOf: url)
    }

    @Test("the fixture reads as llvm-profdata reads it: four functions, their hashes and counters")
    func readsTheFixture() throws {
        let (layout, counters) = try RawProfile.read(try Self.fixture())

        let records = try FunctionRecords.read(layout)

        #expect(counters == [3, 0, 1, 3, 0, 0, 0])
        #expect(
            records == [
                FunctionRecord(nameHash: MD5.low64("square"), firstCounter: 0, counterCount: 1),
                FunctionRecord(nameHash: MD5.low64("unused"), firstCounter: 1, counterCount: 1),
                FunctionRecord(nameHash: MD5.low64("main"), firstCounter: 2, counterCount: 4),
                FunctionRecord(nameHash: MD5.low64("tiny.c:helper"), firstCounter: 6, counterCount: 1),
            ])
    }

    @Test("a profile written with other counts reads back with the same layout and those counts")
    func roundTrip() throws {
        let (layout, _) = try RawProfile.read(try Self.fixture())

        let (again, counters) = try RawProfile.read(RawProfile.bytes(layout: layout, counters: [5, 1, 2, 0, 7, 0, 9]))

        #expect(again == layout)
        #expect(counters == [5, 1, 2, 0, 7, 0, 9])
    }

    @Test("llvm-profdata reads a written profile with the counts it was given")
    func llvmProfdataAgrees() async throws {
        let (layout, _) = try RawProfile.read(try Self.fixture())
        let tools = try LLVMTools.locate(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let raw = folder.appendingPathComponent("written.profraw")
        try RawProfile.bytes(layout: layout, counters: [5, 1, 2, 0, 7, 0, 9]).write(to: raw)

        let output = folder.appendingPathComponent("show.txt")
        let status = try await ProcessRunner.run(
            tools.llvmProfdata, ["show", "--all-functions", "--counts", raw.path], output: .log(output)
        ).status
        let shown = try String(contentsOf: output, encoding: .utf8)

        #expect(status == 0)
        #expect(shown.contains("  square:\n    Hash: 0x0000000000000018\n    Counters: 1\n    Function count: 5\n"))
        #expect(
            shown.contains(
                "  main:\n    Hash: 0x011b44a71245835c\n    Counters: 4\n    Function count: 2\n    Block counts: [0, 7, 0]"
            ))
        #expect(
            shown.contains("  tiny.c:helper:\n    Hash: 0x0000000000000018\n    Counters: 1\n    Function count: 9\n"))
    }

    @Test("another raw profile version is refused with its number, not misread")
    func otherVersions() throws {
        var (layout, _) = try RawProfile.read(try Self.fixture())
        layout.version = 9

        #expect(throws: ProfileFormatError.unsupportedVersion(9)) { try FunctionRecords.read(layout) }
        #expect(throws: ProfileFormatError.notARawProfile) { try RawProfile.read(Data(repeating: 0, count: 128)) }
    }

    @Test("a layout survives its file, and two processes of one binary describe the same binary")
    func layoutFile() throws {
        let (layout, _) = try RawProfile.read(try Self.fixture())
        var elsewhere = layout
        elsewhere.namesAddress += 4_096

        #expect(try ProfileLayout(decoding: layout.encoded()) == layout)
        #expect(layout.describesSameBinary(as: elsewhere))
        #expect(throws: ProfileFormatError.notALayout) { try ProfileLayout(decoding: Data("not a layout".utf8)) }
    }
}

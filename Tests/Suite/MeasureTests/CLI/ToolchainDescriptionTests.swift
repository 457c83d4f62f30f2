import Foundation
import Testing
import ToolTestSupport

@testable import Measure

@Suite("ToolchainDescription")
struct ToolchainDescriptionTests {
    @Test("names the compiler from the first line of the version file SwiftPM leaves in the build folder")
    func readsTheVersionFile() throws {
        let folder = try TemporaryFolder("toolchain")
        defer { folder.remove() }
        try folder.write(
            "debug/swift-version--1AB21518FC5DEDBE.txt", "Swift version 6.1 (swift-6.1-RELEASE)\nTarget: x\n")

        #expect(ToolchainDescription.read(scratchPath: folder.url) == "Swift version 6.1 (swift-6.1-RELEASE)")
    }

    @Test("a build folder that cannot be listed leaves the toolchain unknown, with the reason")
    func unlistableBuildFolder() throws {
        let folder = try TemporaryFolder("toolchain")
        defer { folder.remove() }
        let debug = try folder.write("debug", "a file where the build folder should be")

        #expect(
            ToolchainDescription.read(scratchPath: folder.url)
                == "unknown (Cannot list the folder \(debug.path): it is a file, not a folder)")
    }
}

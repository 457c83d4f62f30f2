import Foundation
import Testing

@testable import Measure

@Suite("Locating the toolchain's llvm-cov")
struct LLVMToolsTests {
    /// A temporary folder with `bin/swift` linking into a toolchain folder, like /usr/bin/swift -> /opt/swift/usr/bin/swift.
    struct Layout {
        let root: URL
        let toolchainBin: URL
        let linkBin: URL

        init(withTools: Bool) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("llvm-tools-\(UUID().uuidString)")
            toolchainBin = root.appendingPathComponent("toolchain/usr/bin")
            linkBin = root.appendingPathComponent("bin")
            let fileManager = FileManager.default
            try fileManager.createDirectory(at: toolchainBin, withIntermediateDirectories: true)
            try fileManager.createDirectory(at: linkBin, withIntermediateDirectories: true)
            let names = withTools ? ["swift-driver", "llvm-cov", "llvm-profdata"] : ["swift-driver"]
            for name in names {
                let path = toolchainBin.appendingPathComponent(name).path
                #expect(fileManager.createFile(atPath: path, contents: Data(), attributes: [.posixPermissions: 0o755]))
            }
            try fileManager.createSymbolicLink(
                at: linkBin.appendingPathComponent("swift"),
                withDestinationURL: toolchainBin.appendingPathComponent("swift-driver"))
        }
    }

    @Test("finds the tools next to the real path of swift, not next to the link")
    func followsSymlink() throws {
        let layout = try Layout(withTools: true)
        defer { try? FileManager.default.removeItem(at: layout.root) }

        let tools = try LLVMTools.locate(searchPath: "/nonexistent:" + layout.linkBin.path)

        #expect(
            tools.llvmCov.resolvingSymlinksInPath()
                == layout.toolchainBin.appendingPathComponent("llvm-cov").resolvingSymlinksInPath())
        #expect(tools.llvmProfdata.lastPathComponent == "llvm-profdata")
    }

    #if os(Linux)
        // On macOS the look-up falls back to the selected Xcode's tools instead; its counterpart is below.
        @Test("fails with a message naming the folder when the toolchain has no llvm-cov")
        func failsWithoutTools() throws {
            let layout = try Layout(withTools: false)
            defer { try? FileManager.default.removeItem(at: layout.root) }

            #expect {
                try LLVMTools.locate(searchPath: layout.linkBin.path + ":/usr/bin")
            } throws: { error in
                String(describing: error).contains(layout.toolchainBin.lastPathComponent)
                    && String(describing: error).contains("same toolchain")
            }
        }
    #elseif os(macOS)
        @Test("falls back to the selected Xcode's llvm-cov when the toolchain has none beside swift")
        func fallsBackToXcode() throws {
            let layout = try Layout(withTools: false)
            defer { try? FileManager.default.removeItem(at: layout.root) }

            let tools = try LLVMTools.locate(searchPath: layout.linkBin.path + ":/usr/bin")

            #expect(tools.llvmCov.lastPathComponent == "llvm-cov")
            #expect(!tools.llvmCov.path.hasPrefix(layout.root.path))
        }
    #endif

    @Test("fails when there is no swift on the search path")
    func failsWithoutSwift() {
        #expect(throws: LLVMToolsError.swiftNotFound(searchPath: "/nonexistent")) {
            try LLVMTools.locate(searchPath: "/nonexistent")
        }
    }

    @Test("takes the tool's path from xcrun's output, past a warning it wrote before or after it")
    func readsXcrunOutput() {
        let warning = "xcrun: warning: the selected Xcode is not the newest"

        let before = LLVMTools.toolPath(inXcrunOutput: warning + "\n/Xcode/usr/bin/llvm-cov\n")
        let after = LLVMTools.toolPath(inXcrunOutput: "/Xcode/usr/bin/llvm-cov\n" + warning + "\n")
        let none = LLVMTools.toolPath(inXcrunOutput: "xcrun: error: unable to find utility \"llvm-cov\"\n")

        #expect(before?.path == "/Xcode/usr/bin/llvm-cov")
        #expect(after?.path == "/Xcode/usr/bin/llvm-cov")
        #expect(none == nil)
    }
}

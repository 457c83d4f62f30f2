import CommandSupport
import Foundation
import Testing

@testable import ChangeCost

/// The working copy against real git: a committed package, then changed the ways a student changes it.
@Suite("WorkingCopy")
struct WorkingCopyTests {
    static let git = ProgramSearch.locate("git") ?? URL(fileURLWithPath: "/usr/bin/git")

    /// A package committed with `files`, for tests that change it afterwards.
    static func committedPackage(_ files: [String: String]) throws -> PackageFolder {
        let package = try PackageFolder(files.merging([".gitignore": ".build/\n"]) { first, _ in first })
        _ = try ProcessRunner.runAndWait(git, ["init", "--quiet"], in: package.url)
        _ = try ProcessRunner.runAndWait(git, ["add", "-A"], in: package.url)
        _ = try ProcessRunner.runAndWait(
            git,
            [
                "-c", "user.name=Student", "-c", "user.email=student@example.com", "-c", "commit.gpgsign=false",
                "commit", "--quiet", "-m", "start",
            ],
            in: package.url)
        return package
    }

    @Test("changed, new, staged and deleted files differ from HEAD; ignored ones do not")
    func changedPaths() throws {
        let package = try Self.committedPackage([
            "Sources/Styles/MVVM/A.swift": "let a = 1\n", "Sources/Styles/MVVM/B.swift": "let b = 1\n",
            "Sources/Styles/MVVM/C.swift": "let c = 1\n",
        ])
        defer { package.remove() }
        try package.write("let a = 2\n", to: "Sources/Styles/MVVM/A.swift")
        try FileManager.default.removeItem(at: package.url.appendingPathComponent("Sources/Styles/MVVM/B.swift"))
        try package.write("let c = 2\n", to: "Sources/Styles/MVVM/C.swift")
        _ = try ProcessRunner.runAndWait(Self.git, ["add", "Sources/Styles/MVVM/C.swift"], in: package.url)
        try package.write("let d = 1\n", to: "Tests/Styles/MVVMTests/D.swift")
        try package.write("built\n", to: ".build/debug/x.o")
        let workingCopy = WorkingCopy(root: package.url, git: Self.git)

        let paths = try workingCopy.changedPaths()

        #expect(
            paths == [
                "Sources/Styles/MVVM/A.swift", "Sources/Styles/MVVM/B.swift", "Sources/Styles/MVVM/C.swift",
                "Tests/Styles/MVVMTests/D.swift",
            ])
    }

    @Test("each file's text at HEAD and now, nil where the file is new or deleted")
    func inputs() throws {
        let package = try Self.committedPackage([
            "Sources/Styles/MVVM/A.swift": "let a = 1\n", "Sources/Styles/MVVM/B.swift": "b\n",
        ])
        defer { package.remove() }
        try package.write("let a = 2\n", to: "Sources/Styles/MVVM/A.swift")
        try FileManager.default.removeItem(at: package.url.appendingPathComponent("Sources/Styles/MVVM/B.swift"))
        try package.write("let n = 1\n", to: "Sources/Styles/MVVM/N.swift")
        let workingCopy = WorkingCopy(root: package.url, git: Self.git)

        let inputs = try workingCopy.inputs([
            "Sources/Styles/MVVM/A.swift", "Sources/Styles/MVVM/B.swift", "Sources/Styles/MVVM/N.swift",
        ])

        #expect(
            inputs == [
                .init(
                    file: .init(oldPath: "Sources/Styles/MVVM/A.swift", newPath: "Sources/Styles/MVVM/A.swift"),
                    oldText: "let a = 1\n", newText: "let a = 2\n"),
                .init(file: .init(oldPath: "Sources/Styles/MVVM/B.swift", newPath: nil), oldText: "b\n", newText: nil),
                .init(
                    file: .init(oldPath: nil, newPath: "Sources/Styles/MVVM/N.swift"), oldText: nil,
                    newText: "let n = 1\n"),
            ])
    }
}

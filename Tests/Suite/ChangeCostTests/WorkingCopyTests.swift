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
        // A branch no starter is called, whatever git's default: a test that wants main makes it.
        _ = try ProcessRunner.runAndWait(git, ["init", "--quiet", "--initial-branch=work"], in: package.url)
        try commitAll(package, message: "start")
        return package
    }

    static func commitAll(_ package: PackageFolder, message: String) throws {
        _ = try ProcessRunner.runAndWait(git, ["add", "-A"], in: package.url)
        _ = try ProcessRunner.runAndWait(
            git,
            [
                "-c", "user.name=Student", "-c", "user.email=student@example.com", "-c", "commit.gpgsign=false",
                "commit", "--quiet", "-m", message,
            ],
            in: package.url)
    }

    @Test("half a change committed on a branch from main, the rest not, measures as the whole change uncommitted")
    func committedMidway() throws {
        let start = [
            "Sources/Styles/MVVM/A.swift": "let a = 1\n", "Sources/Styles/MVVM/B.swift": "let b = 1\n",
        ]
        let uncommitted = try Self.committedPackage(start)
        let midway = try Self.committedPackage(start)
        defer {
            uncommitted.remove()
            midway.remove()
        }
        _ = try ProcessRunner.runAndWait(Self.git, ["branch", "main"], in: midway.url)
        for package in [uncommitted, midway] {
            try package.write("let a = 2\n", to: "Sources/Styles/MVVM/A.swift")
            try package.write("let n = 1\n", to: "Sources/Styles/MVVM/N.swift")
        }
        try Self.commitAll(midway, message: "half of it")
        for package in [uncommitted, midway] {
            try FileManager.default.removeItem(at: package.url.appendingPathComponent("Sources/Styles/MVVM/B.swift"))
            try package.write("let t = 1\n", to: "Tests/Styles/MVVMTests/T.swift")
        }

        let measured = try [uncommitted, midway].map { package in
            let workingCopy = WorkingCopy(root: package.url, git: Self.git)
            let paths = try workingCopy.changedPaths()
            return (paths: paths, inputs: try workingCopy.inputs(paths))
        }

        #expect(
            measured[1].paths == [
                "Sources/Styles/MVVM/A.swift", "Sources/Styles/MVVM/B.swift", "Sources/Styles/MVVM/N.swift",
                "Tests/Styles/MVVMTests/T.swift",
            ])
        #expect(measured[1].paths == measured[0].paths)
        #expect(measured[1].inputs == measured[0].inputs)
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

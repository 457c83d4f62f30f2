import CommandSupport
import Foundation
import Testing

@testable import ChangeCost

/// The scratch copy against real git: a working tree is copied, patched and reset again.
@Suite("ScratchCopy")
struct ScratchCopyTests {
    private let git = ProgramSearch.locate("git") ?? URL(fileURLWithPath: "/usr/bin/git")

    private func makePackage() throws -> (PackageFolder, ScratchCopy) {
        let package = try PackageFolder([
            ".gitignore": ".build-*/\n",
            "Package.swift": "// manifest\n",
            "Sources/Styles/MVC/A.swift": "let a = 1\n",
            "Tests/Styles/MVCTests/ATests.swift": "let tested = 1\n",
            "Tests/Suite/MeasureTests/LexerTests.swift": "let lexed = 1\n",
            "Tests/Suite/MeasureTests/Corpus/sample.txt": "text\n",
        ])
        _ = try ProcessRunner.runAndWait(git, ["init", "--quiet"], in: package.url)
        _ = try ProcessRunner.runAndWait(git, ["add", "-A"], in: package.url)
        try package.write("let b = 1\n", to: "Sources/Styles/MVC/New.swift")
        try package.write("ignored\n", to: ".build-exercises/stale.txt")
        let copy = ScratchCopy(
            packageRoot: package.url, root: package.url.appendingPathComponent(".build-exercises/package"),
            git: git, testTargets: ScratchTestTargets(keeping: ["MVCTests"]))
        return (package, copy)
    }

    @Test("a reset copies tracked and new files, leaves ignored ones out, and writes nothing the second time")
    func reset() throws {
        let (package, copy) = try makePackage()
        defer { package.remove() }

        let first = try copy.reset()
        let second = try copy.reset()

        #expect(first == 7)
        #expect(second == 0)
        #expect(copy.text(of: "Sources/Styles/MVC/A.swift") == "let a = 1\n")
        #expect(copy.text(of: "Sources/Styles/MVC/New.swift") == "let b = 1\n")
        #expect(copy.text(of: ".build-exercises/stale.txt") == nil)
    }

    @Test("a test target the runs do not use is copied empty, its other files kept, and a kept one in full")
    func unusedTestTargetsAreCopiedEmpty() throws {
        let (package, copy) = try makePackage()
        defer { package.remove() }

        try copy.reset()

        #expect(copy.text(of: "Tests/Suite/MeasureTests/LexerTests.swift") == nil)
        #expect(copy.text(of: "Tests/Suite/MeasureTests/Placeholder.swift") == ScratchTestTargets.placeholderText)
        #expect(copy.text(of: "Tests/Suite/MeasureTests/Corpus/sample.txt") == "text\n")
        #expect(copy.text(of: "Tests/Styles/MVCTests/ATests.swift") == "let tested = 1\n")
        #expect(copy.text(of: "Tests/Styles/MVCTests/Placeholder.swift") == nil)
    }

    @Test("a patch applies to the copy only, and a reset undoes it and removes the files it added")
    func applyAndReset() throws {
        let (package, copy) = try makePackage()
        defer { package.remove() }
        try copy.reset()
        let patch =
            Self.changingA(from: "let a = 1", to: "let a = 2") + """
                diff --git a/Sources/Styles/MVC/Added.swift b/Sources/Styles/MVC/Added.swift
                new file mode 100644
                --- /dev/null
                +++ b/Sources/Styles/MVC/Added.swift
                @@ -0,0 +1 @@
                +let c = 3

                """
        try package.write(patch, to: "MVC.patch")

        let complaint = try copy.apply(patch: package.url.appendingPathComponent("MVC.patch"))
        let patched = (copy.text(of: "Sources/Styles/MVC/A.swift"), copy.text(of: "Sources/Styles/MVC/Added.swift"))
        let rewritten = try copy.reset()

        #expect(complaint == nil)
        #expect(patched.0 == "let a = 2\n")
        #expect(patched.1 == "let c = 3\n")
        #expect(package.text(of: "Sources/Styles/MVC/A.swift") == "let a = 1\n")
        #expect(rewritten == 3, "A.swift back, Added.swift removed, and the new MVC.patch of the working tree")
        #expect(copy.text(of: "Sources/Styles/MVC/A.swift") == "let a = 1\n")
        #expect(copy.text(of: "Sources/Styles/MVC/Added.swift") == nil)
    }

    @Test("a patch that does not fit is refused with git's reason and changes nothing")
    func patchThatDoesNotApply() throws {
        let (package, copy) = try makePackage()
        defer { package.remove() }
        try copy.reset()
        let patch = Self.changingA(from: "let a = 100", to: "let a = 2")
        try package.write(patch, to: "MVC.patch")

        let complaint = try copy.apply(patch: package.url.appendingPathComponent("MVC.patch"))

        #expect(complaint?.contains("Sources/Styles/MVC/A.swift") == true)
        #expect(copy.text(of: "Sources/Styles/MVC/A.swift") == "let a = 1\n")
    }

    /// A patch replacing the one line of Sources/Styles/MVC/A.swift.
    private static func changingA(from old: String, to new: String) -> String {
        """
        diff --git a/Sources/Styles/MVC/A.swift b/Sources/Styles/MVC/A.swift
        --- a/Sources/Styles/MVC/A.swift
        +++ b/Sources/Styles/MVC/A.swift
        @@ -1 +1 @@
        -\(old)
        +\(new)

        """
    }
}

import Testing

@testable import ChangeCost

@Suite("SolutionPatch")
struct SolutionPatchTests {
    static let patch = """
        diff --git a/Sources/Styles/MVC/Todo/TodoCell.swift b/Sources/Styles/MVC/Todo/TodoCell.swift
        index 1111111..2222222 100644
        --- a/Sources/Styles/MVC/Todo/TodoCell.swift
        +++ b/Sources/Styles/MVC/Todo/TodoCell.swift
        @@ -1,3 +1,4 @@
         import HeadlessUI
        +import Models
        diff --git a/Sources/Styles/MVC/Todo/RenameAlert.swift b/Sources/Styles/MVC/Todo/RenameAlert.swift
        new file mode 100644
        index 0000000..3333333
        --- /dev/null
        +++ b/Sources/Styles/MVC/Todo/RenameAlert.swift
        @@ -0,0 +1 @@
        +enum RenameAlert {}
        diff --git a/Tests/Styles/MVCTests/Old.swift b/Tests/Styles/MVCTests/Old.swift
        deleted file mode 100644
        --- a/Tests/Styles/MVCTests/Old.swift
        +++ /dev/null
        @@ -1 +0,0 @@
        -let old = 1
        diff --git a/Sources/Styles/MVC/A.swift b/Sources/Styles/MVC/B.swift
        similarity index 90%
        rename from Sources/Styles/MVC/A.swift
        rename to Sources/Styles/MVC/B.swift

        """

    @Test("reads changed, new, deleted and renamed files from the headers")
    func files() throws {
        let patch = try SolutionPatch(parsing: Self.patch, name: "MVC.patch")

        #expect(
            patch.files == [
                .init(
                    oldPath: "Sources/Styles/MVC/Todo/TodoCell.swift", newPath: "Sources/Styles/MVC/Todo/TodoCell.swift"
                ),
                .init(oldPath: nil, newPath: "Sources/Styles/MVC/Todo/RenameAlert.swift"),
                .init(oldPath: "Tests/Styles/MVCTests/Old.swift", newPath: nil),
                .init(oldPath: "Sources/Styles/MVC/A.swift", newPath: "Sources/Styles/MVC/B.swift"),
            ])
    }

    @Test("text with no file header is refused as empty")
    func empty() {
        #expect(throws: PatchError.empty(patch: "MVC.patch")) {
            try SolutionPatch(parsing: "just some words\n", name: "MVC.patch")
        }
    }

    @Test("a binary change is refused, naming the file")
    func binary() {
        let text = "diff --git a/Sources/Styles/MVC/icon.png b/Sources/Styles/MVC/icon.png\nBinary files differ\n"

        #expect(throws: PatchError.binary(patch: "MVC.patch", path: "Sources/Styles/MVC/icon.png")) {
            try SolutionPatch(parsing: text, name: "MVC.patch")
        }
    }

    @Test("a quoted path is refused as unreadable")
    func quotedPath() {
        let text =
            "diff --git \"a/Sources/Styles/MVC/Caf\\303\\251.swift\" \"b/Sources/Styles/MVC/Caf\\303\\251.swift\"\n"

        #expect(throws: PatchError.self) { try SolutionPatch(parsing: text, name: "MVC.patch") }
    }
}

import Testing

@testable import Mutation

@Suite("ReachInstrumentation")
struct ReachInstrumentationTests {
    private let platform: [(path: String, text: String)] = [
        ("Views/View.swift", "open class View {\n    public init() {}\n}\n"),
        ("Views/Label.swift", "open class Label: View {\n    public override init() { super.init() }\n}\n"),
        ("Controllers/ViewController.swift", "open class ViewController {\n    public init() {}\n}\n"),
        ("Window/Window.swift", "public final class Window {\n    public init() {}\n}\n"),
    ]
    private let trait = """
        import Testing

        func scope() async throws {
                try await CaseProfileRecorder.shared.measure(.unitTest(test)) {
                    try await function()
                }
        }

        """

    @Test("each root type's one initialiser logs a view, subclasses stay as they are, and the log is added")
    func platformEdits() throws {
        let edits = try ReachInstrumentation.edits(platformFiles: platform, trait: trait, styles: ["MVC"])

        #expect(
            Set(edits.keys)
                == [
                    "Sources/Shared/HeadlessUI/Views/View.swift",
                    "Sources/Shared/HeadlessUI/Controllers/ViewController.swift",
                    "Sources/Shared/HeadlessUI/Window/Window.swift", "Sources/Shared/HeadlessUI/MutationReachLog.swift",
                    "Tests/Suite/CaseProfiles/CaseProfileTrait.swift", "Sources/Styles/MVC/MutantSwitch.swift",
                ])
        #expect(
            edits["Sources/Shared/HeadlessUI/Views/View.swift"]
                == "open class View {\n    public init() { __viewCreated() }\n}\n")
        #expect(edits["Sources/Shared/HeadlessUI/MutationReachLog.swift"]?.contains("func __viewCreated()") == true)
    }

    @Test("the trait marks the start and the end of each unit test case, and imports the log")
    func traitEdit() throws {
        let edits = try ReachInstrumentation.edits(platformFiles: platform, trait: trait, styles: [])

        #expect(
            edits["Tests/Suite/CaseProfiles/CaseProfileTrait.swift"] == """
                import HeadlessUI
                import Testing

                func scope() async throws {
                        __mutationCaseBegan(test.id.description)
                        defer { __mutationCaseEnded() }
                        try await CaseProfileRecorder.shared.measure(.unitTest(test)) {
                            try await function()
                        }
                }

                """)
    }

    @Test("a root type whose initialiser changed shape stops the run, naming the type and what to update")
    func changedShape() {
        var files = platform
        files[2] = (
            "Controllers/ViewController.swift", "open class ViewController {\n    public init(title: String) {}\n}\n"
        )

        #expect {
            try ReachInstrumentation.edits(platformFiles: files, trait: trait, styles: [])
        } throws: { error in
            "\(error)"
                == "Cannot record which tests reach which mutants: HeadlessUI's ViewController should be declared in "
                + "one file with one `public init() {}` that every subclass calls, but its file has not exactly one "
                + "`public init() {}`. Update Sources/Suite/Mutation/Schemata/ReachInstrumentation.swift to the code's new "
                + "shape."
        }
    }

    @Test("a trait that no longer starts cases where the log expects stops the run, naming the file")
    func traitChanged() {
        #expect {
            try ReachInstrumentation.edits(platformFiles: platform, trait: "import Testing\n", styles: [])
        } throws: { error in
            "\(error)"
                == "Cannot record which tests reach which mutants: Tests/Suite/CaseProfiles/CaseProfileTrait.swift "
                + "should start each unit test case with `try await CaseProfileRecorder.shared.measure(.unitTest(test)) {` "
                + "once, but does not. Update Sources/Suite/Mutation/Schemata/ReachInstrumentation.swift to the code's new "
                + "shape."
        }
    }
}

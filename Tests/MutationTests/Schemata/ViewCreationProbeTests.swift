import Testing

@testable import Mutation

@Suite("ViewCreationProbe")
struct ViewCreationProbeTests {
    private let platform: [(path: String, text: String)] = [
        ("Views/View.swift", "open class View {\n    public init() {}\n}\n"),
        ("Views/Label.swift", "open class Label: View {\n    public override init() { super.init() }\n}\n"),
        ("Controllers/ViewController.swift", "open class ViewController {\n    public init() {}\n}\n"),
        ("Window/Window.swift", "public final class Window {\n    public init() {}\n}\n"),
    ]

    @Test("each root type's one initialiser calls the probe, subclasses stay as they are, and the probe is added")
    func edits() throws {
        let edits = try ViewCreationProbe.edits(platformFiles: platform)

        #expect(
            Set(edits.keys)
                == [
                    "Sources/HeadlessUI/Views/View.swift", "Sources/HeadlessUI/Controllers/ViewController.swift",
                    "Sources/HeadlessUI/Window/Window.swift", "Sources/HeadlessUI/ViewCreationProbe.swift",
                ])
        #expect(
            edits["Sources/HeadlessUI/Views/View.swift"]
                == "open class View {\n    public init() { __viewCreated() }\n}\n")
        #expect(edits["Sources/HeadlessUI/ViewCreationProbe.swift"]?.contains("func __viewCreated()") == true)
    }

    @Test("a root type whose initialiser changed shape stops the run, naming the type and what to update")
    func changedShape() {
        var files = platform
        files[2] = (
            "Controllers/ViewController.swift", "open class ViewController {\n    public init(title: String) {}\n}\n"
        )

        #expect {
            try ViewCreationProbe.edits(platformFiles: files)
        } throws: { error in
            "\(error)"
                == "Cannot tell which unit tests create a view: HeadlessUI's ViewController should be declared in one "
                + "file with one `public init() {}` that every subclass calls, but its file has not exactly one "
                + "`public init() {}`. Update Sources/Mutation/Schemata/ViewCreationProbe.swift to the platform's new "
                + "shape."
        }
    }
}

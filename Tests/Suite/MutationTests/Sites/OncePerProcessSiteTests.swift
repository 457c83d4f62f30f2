import Testing

@testable import Mutation

/// Sites in initialisers that Swift runs once per process, on first use.
@Suite("Once-per-process sites")
struct OncePerProcessSiteTests {
    private func once(_ source: String) -> [String] {
        SiteFinder(source: source).sites().map { "\($0.before) \($0.oncePerProcess ? "once" : "each time")" }
    }

    @Test("static and global stored properties' initialisers run once; instance ones and functions each time")
    func initialisers() {
        let source = """
            let banner = "Hello"
            struct Cell {
                static let reuseIdentifier = "Cell"
                static let remove = Action(
                    title: "Remove",
                    isDestructive: true)
                let title = "Title"
                func configure() { label.text = "Done" }
            }

            """

        #expect(
            once(source) == [
                "\"Hello\" once", "\"Cell\" once", "\"Remove\" once", "true once", "\"Title\" each time",
                "\"Done\" each time",
            ])
    }

    @Test("a computed static property runs each time it is read")
    func computed() {
        let source = """
            enum Texts {
                static var title: String { "Tasks" }
                static var count: Int {
                    return 1
                }
            }

            """

        #expect(once(source) == ["\"Tasks\" each time", "1 each time", "1 each time"])
    }
}

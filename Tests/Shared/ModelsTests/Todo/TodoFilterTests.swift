import Models
import TestSupport
import Testing

@Suite("TodoFilter")
struct TodoFilterTests {
    private let open = TodoItem(id: 1, name: "Open", createdAt: Fixtures.referenceDate)
    private let done = TodoItem(id: 2, name: "Done", isDone: true, createdAt: Fixtures.referenceDate)

    @Test("the filters come in the order of the screen's segments: all, open, done")
    func order() {
        #expect(TodoFilter.allCases == [.all, .open, .done])
    }

    @Test("all lets every item through, open only items not done, done only items done")
    func includes() {
        #expect(TodoFilter.all.includes(open) && TodoFilter.all.includes(done))
        #expect(TodoFilter.open.includes(open) && !TodoFilter.open.includes(done))
        #expect(!TodoFilter.done.includes(open) && TodoFilter.done.includes(done))
    }

    @Test("each filter is saved as its lower-case name")
    func savedNames() {
        #expect(TodoFilter.allCases.map(\.rawValue) == ["all", "open", "done"])
    }
}

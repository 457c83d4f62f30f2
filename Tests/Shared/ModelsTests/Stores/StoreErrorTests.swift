import Models
import Testing

@Suite("StoreError")
struct StoreErrorTests {
    @Test(
        "each error gives a reason a user can read after \"Your change was not saved: \"",
        arguments: [
            (StoreError.saveFailed(reason: "the disk is full"), "the disk is full"),
            (.unreadableNotKept(reason: "permission denied"), "permission denied"),
            (
                .unreadable(keptAs: "todos.unreadable-1.json"),
                "the saved data could not be read and was kept in todos.unreadable-1.json"
            ),
        ]
    )
    func reason(error: StoreError, expected: String) {
        #expect(error.reason == expected)
    }
}

import Models
import TestSupport
import Testing

@testable import VIPER

extension AddContactInteractorTests {
    @Test(
        "text in either name, once trimmed, is a change that closing the form would lose",
        arguments: [("Ana", "", true), ("", "Lee", true), (" \n", "\t ", false), ("", "", false)])
    func hasChanges(first: String, last: String, hasChanges: Bool) {
        let (sut, _, output, _) = makeSUT()

        sut.changeFirstName(to: first)
        sut.changeLastName(to: last)

        #expect(output.messages.last == .didChangeNames(hasChanges: hasChanges))
    }

    @Test("erasing what was typed leaves the form with no changes again")
    func erased() {
        let (sut, _, output, _) = makeSUT()

        sut.changeFirstName(to: "Ana")
        sut.changeFirstName(to: "")

        #expect(output.messages == [.didChangeNames(hasChanges: true), .didChangeNames(hasChanges: false)])
    }
}

import Models
import TestSupport
import Testing

@testable import TEA

extension AddContactUpdateTests {
    @Test("a refused swipe down (the form has changes) shows the discard action sheet and keeps the text")
    func swipeDownRefused() {
        var sut = makeSUT(AddContactState(firstName: "", lastName: "Lovelace"))

        sut.send(.swipeDownRefused) {
            $0.alert = AlertState(
                title: "", message: "", style: .actionSheet,
                buttons: [
                    .init(title: "Discard Changes", role: .destructive, choice: .discardChangesTapped),
                    .init(title: "Keep Editing", role: .cancel, choice: .alertDismissed),
                ])
        }
    }

    @Test("\"Keep Editing\" takes the action sheet away and leaves the form as it was")
    func keepEditing() throws {
        var sut = makeSUT(
            AddContactState(
                firstName: "Ada", lastName: "Lovelace",
                alert: AlertState(
                    title: "", message: "", style: .actionSheet,
                    buttons: [
                        .init(title: "Discard Changes", role: .destructive, choice: .discardChangesTapped),
                        .init(title: "Keep Editing", role: .cancel, choice: .alertDismissed),
                    ])))

        sut.send(try #require(sut.state.alert?.choice(ofButton: "Keep Editing"))) { $0.alert = nil }
    }

    @Test(
        "a closing swipe and \"Discard Changes\" are outcomes: the form itself changes nothing and saves nothing",
        arguments: [AddContactMessage.swipedDown, .discardChangesTapped])
    func swipeOutcomes(message: AddContactMessage) {
        var sut = makeSUT(AddContactState(firstName: "Ada"))

        sut.send(message)
    }
}

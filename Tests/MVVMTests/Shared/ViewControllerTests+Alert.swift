import HeadlessUI
import TestSupport
import Testing

@testable import MVVM

@Suite(.checkingForLeaks)
@MainActor
struct ViewControllerAlertTests {
    @Test("an alert view model is presented as an AlertController with its texts, style and buttons in order")
    func presentsAlertController() throws {
        let screen = ViewController()
        trackForMemoryLeaks(screen)
        let model = AlertViewModel(
            title: "Title", message: "Message", style: .actionSheet,
            actions: [.init(title: "A"), .init(title: "B", style: .destructive), .init(title: "C", style: .cancel)])

        screen.presentAlert(model)

        let alert = try #require(screen.presentedViewController as? AlertController)
        #expect(alert.title == "Title")
        #expect(alert.message == "Message")
        #expect(alert.preferredStyle == .actionSheet)
        #expect(alert.actions.map(\.title) == ["A", "B", "C"])
        #expect(alert.actions.map(\.style) == [.default, .destructive, .cancel])
    }

    @Test("a button of the presented alert runs the view model's closure")
    func buttonRunsClosure() throws {
        let screen = ViewController()
        trackForMemoryLeaks(screen)
        var chosen: [String] = []
        screen.presentAlert(
            AlertViewModel(title: "T", message: "M", actions: [.init(title: "A") { chosen.append("A") }]))

        let alert = try #require(screen.presentedViewController as? AlertController)
        alert.performAction(titled: "A")

        #expect(chosen == ["A"])
        #expect(screen.presentedViewController == nil)
    }

    @Test("an alert goes over whatever the screen already presents")
    func presentsOnTop() {
        let screen = ViewController()
        let alreadyShown = ViewController()
        trackForMemoryLeaks(screen)
        screen.present(alreadyShown, animated: false)

        screen.presentAlert(.notice(title: "T", message: "M"))

        #expect(alreadyShown.presentedViewController is AlertController)
        #expect(screen.presentationWarnings.isEmpty)
    }
}

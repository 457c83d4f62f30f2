import CaseProfiles
import HeadlessUI
import Models
import TestAids
import TestSupport
import Testing

@testable import MVVMC

/// The New Contact flow's coordinator, on its own: it presents the form over the screen it is given,
/// dismisses it when the form's view model sends `dismiss`, and then tells its parent.
@Suite("AddContactCoordinator", .checkingForLeaks, .profilingEachCase)
@MainActor
struct AddContactCoordinatorTests {
    @Test("starting presents New Contact modally over the presenter, alone in its own navigation stack")
    func startPresents() throws {
        let (sut, window, parent) = makeSUT()

        sut.start()

        let form = try #require(window.visibleViewController as? AddContactViewController)
        #expect(form.navigationController?.viewControllers.count == 1)
        #expect(form.navigationController?.presentingViewController === window.rootViewController)
        #expect(parent.screensShownAtEachFinish == [])
    }

    @Test("when the form's view model sends dismiss, the form is dismissed and then the parent is told, once")
    func finishDismissesThenTellsTheParent() throws {
        let (sut, window, parent) = makeSUT()
        sut.start()
        let form = try #require(window.visibleViewController as? AddContactViewController)

        form.navigationItem.leftBarButtonItem?.tap()

        #expect(window.presentationChain.count == 1)
        #expect(parent.screensShownAtEachFinish == [1])
    }

    @Test("a presenter that is already presenting refuses the form: the flow finishes at once, and what it shows stays")
    func refusedPresentationFinishes() {
        let (sut, window, parent) = makeSUT()
        let other = ViewController()
        window.rootViewController?.present(other, animated: false)

        sut.start()

        #expect(parent.screensShownAtEachFinish == [2])
        #expect(window.presentationChain.last === other)
        #expect(window.presentationWarnings.count == 1)
    }

    @Test("a form with a name swiped down stays and asks, as an action sheet, and the flow goes on")
    func refusedSwipeAsks() throws {
        let (sut, window, parent) = makeSUT()
        sut.start()
        let form = try #require(window.visibleViewController as? AddContactViewController)
        try form.element("contact.firstName", as: TextField.self).enterText("Ada")

        let swipe = form.navigationController?.performInteractiveDismissal()

        #expect(swipe == .refused)
        let sheet = try #require(window.presentationChain.last as? AlertController)
        #expect(AlertSnapshot(sheet).buttonTitles == ["Discard Changes", "Keep Editing"])
        #expect(parent.screensShownAtEachFinish == [])
    }

    @Test("\"Discard Changes\" dismisses the form and then tells the parent, once")
    func discardFinishes() throws {
        let (sut, window, parent) = makeSUT()
        sut.start()
        let form = try #require(window.visibleViewController as? AddContactViewController)
        try form.element("contact.firstName", as: TextField.self).enterText("Ada")
        form.navigationController?.performInteractiveDismissal()

        try window.tapAlertButton("Discard Changes")

        #expect(window.presentationChain.count == 1)
        #expect(parent.screensShownAtEachFinish == [1])
    }

    @Test("an empty form swiped away ends the flow: the parent is told once, with the form gone")
    func swipedAwayFinishes() throws {
        let (sut, window, parent) = makeSUT()
        sut.start()
        let form = try #require(window.visibleViewController as? AddContactViewController)

        let swipe = form.navigationController?.performInteractiveDismissal()

        #expect(swipe == .dismissed)
        #expect(window.presentationChain.count == 1)
        #expect(parent.screensShownAtEachFinish == [1])
    }

    /// The coordinator over a plain screen in a key window, reporting its end to a parent spy.
    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: AddContactCoordinator, window: Window, parent: ParentCoordinatorSpy) {
        let presenter = ViewController()
        let window = Window()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let parent = ParentCoordinatorSpy(window: window)
        let store = InMemoryStore<ContactBook>()
        let viewModel = AddContactViewModel(model: ContactBookModelController(store: store))
        let sut = AddContactCoordinator(viewModel: viewModel, presenter: presenter) { [weak parent] child in
            parent?.childFinished(child)
        }
        for object in [sut, parent, presenter] as [AnyObject] {
            trackForMemoryLeaks(object, sourceLocation: sourceLocation)
        }
        return (sut, window, parent)
    }
}

import HeadlessUI

@testable import MVVMC

/// Stands where ContactsCoordinator stands for a New Contact flow: it records, each time a flow tells
/// it that it finished, how many controllers the window's presentation chain held at that moment.
@MainActor
final class ParentCoordinatorSpy {
    private let window: Window
    private(set) var screensShownAtEachFinish: [Int] = []

    init(window: Window) {
        self.window = window
    }

    func childFinished(_ child: AddContactCoordinator) {
        screensShownAtEachFinish.append(window.presentationChain.count)
    }
}

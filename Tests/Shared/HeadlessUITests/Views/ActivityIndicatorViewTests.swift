import HeadlessUI
import TestSupport
import Testing

@Suite("ActivityIndicatorView", .checkingForLeaks)
@MainActor
struct ActivityIndicatorViewTests {
    private func makeSUT() -> ActivityIndicatorView {
        let indicator = ActivityIndicatorView()
        trackForMemoryLeaks(indicator)
        return indicator
    }

    @Test("a new indicator is stopped and hidden")
    func initiallyHidden() {
        let indicator = makeSUT()

        #expect(!indicator.isAnimating)
        #expect(indicator.isHidden)
    }

    @Test("it shows while animating and hides again when stopped")
    func showsWhileAnimating() {
        let indicator = makeSUT()

        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden)

        indicator.stopAnimating()
        #expect(!indicator.isAnimating && indicator.isHidden)
    }

    @Test("an indicator that does not hide when stopped stays visible")
    func visibleWhenStopped() {
        let indicator = makeSUT()

        indicator.hidesWhenStopped = false

        #expect(!indicator.isHidden)
    }
}

import HeadlessUI
import TestSupport
import Testing

@Suite("SegmentedControl", .checkingForLeaks)
@MainActor
struct SegmentedControlTests {
    private func makeSUT() -> (SegmentedControl, ActionSpy) {
        let control = SegmentedControl(items: ["All", "Open", "Done"])
        let spy = ActionSpy()
        control.addAction(spy.action("changed"), for: .valueChanged)
        control.addAction(spy.action("tapped"), for: .touchUpInside)
        trackForMemoryLeaks(control)
        return (control, spy)
    }

    @Test("a new control has its segments' titles in order and no segment selected")
    func initialState() {
        let (control, _) = makeSUT()

        #expect(control.numberOfSegments == 3)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["All", "Open", "Done"])
        #expect(control.titleForSegment(at: 3) == nil)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test("tapping another segment selects it and sends value-changed once")
    func tapSelects() {
        let (control, spy) = makeSUT()

        control.tapSegment(at: 1)

        #expect(control.selectedSegmentIndex == 1)
        #expect(spy.performed == ["changed"])
    }

    @Test("tapping the selected segment again sends nothing")
    func tapSelectedAgain() {
        let (control, spy) = makeSUT()
        control.selectedSegmentIndex = 2

        control.tapSegment(at: 2)

        #expect(spy.performed.isEmpty)
    }

    @Test("setting the selection in code sends nothing, as in UIKit")
    func selectionInCode() {
        let (control, spy) = makeSUT()

        control.selectedSegmentIndex = 1

        #expect(spy.performed.isEmpty)
    }

    @Test("a disabled control and a segment it does not have ignore taps")
    func ignoredTaps() {
        let (control, spy) = makeSUT()
        control.tapSegment(at: 7)
        control.isEnabled = false

        control.tapSegment(at: 1)

        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(spy.performed.isEmpty)
    }

    @Test("the screen text lists the segments with the selected one in brackets")
    func screenDescription() {
        let (control, _) = makeSUT()
        control.selectedSegmentIndex = 1

        #expect(control.screenDescription == "Segments All [Open] Done")
    }
}

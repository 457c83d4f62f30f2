import Foundation
import HeadlessUI

// Moving between screens of a navigation stack, and choosing among segments, as a user does.
extension AppDriver {
    /// Taps row `row` (0 is the top) of table `identifier`, scrolling to it first.
    public func tapRow(_ row: Int, in identifier: String) throws(DriverFailure) {
        let table = try touchableTable(identifier, row: row)
        table.selectRow(at: IndexPath(row: row, section: 0))
        actionDone()
    }

    /// Whether the visible screen shows a back button: it is not the first screen of its stack, and
    /// neither hides the back button nor puts a left bar button in its place. UIKit lets the user
    /// swipe back from the left edge in the same cases only, so this says whether any way back but
    /// the screen's own buttons is offered.
    public var canGoBack: Bool {
        contentController?.navigationController?.showsBackButton ?? false
    }

    /// The titles of the screens in the visible screen's navigation stack, from the first to the one
    /// on top; empty when the visible screen is in no navigation stack.
    public var navigationStackTitles: [String] {
        guard let navigation = contentController?.navigationController else { return [] }
        return navigation.viewControllers.map { $0.navigationItem.title ?? $0.title ?? "" }
    }

    /// Taps the back button of the navigation bar (or swipes back from the left edge, which UIKit
    /// offers exactly when it shows the back button).
    public func goBack() throws(DriverFailure) {
        let content = try touchableContent()
        guard let navigation = content.navigationController, navigation.showsBackButton else {
            throw failure("the screen has no back button")
        }
        navigation.popViewController(animated: true)
        actionDone()
    }

    /// Swipes the sheet on top down, as a user closes a modal screen without its buttons. Whether it
    /// closed is the app's choice (`isModalInPresentation`, its presentation delegate); either way the
    /// scenario reads the screen afterwards. Fails when no sheet is on top (an alert is, or nothing).
    public func swipeDownSheet() throws(DriverFailure) {
        guard let top = window?.presentationChain.dropFirst().last else {
            throw failure("no sheet is presented, so there is nothing to swipe down")
        }
        guard top.performInteractiveDismissal() != .notPossible else {
            throw failure("the screen on top cannot be swiped down (an alert, or a full-screen presentation)")
        }
        actionDone()
    }

    /// The titles of the segmented control `identifier`, left to right.
    public func segmentTitles(of identifier: String) throws(DriverFailure) -> [String] {
        let control: SegmentedControl = try element(identifier)
        return (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "" }
    }

    /// The title of the selected segment of `identifier`; nil when none is selected.
    public func selectedSegment(of identifier: String) throws(DriverFailure) -> String? {
        let control: SegmentedControl = try element(identifier)
        return control.titleForSegment(at: control.selectedSegmentIndex)
    }

    /// Taps the segment titled `title` of the segmented control `identifier`.
    public func selectSegment(_ title: String, in identifier: String) throws(DriverFailure) {
        _ = try touchableContent()
        let control: SegmentedControl = try element(identifier)
        guard let index = (0..<control.numberOfSegments).first(where: { control.titleForSegment(at: $0) == title })
        else { throw failure("\"\(identifier)\" has no segment \"\(title)\"") }
        control.tapSegment(at: index)
        actionDone()
    }
}

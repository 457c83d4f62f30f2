/// A row of titled segments of which at most one is selected, like UISegmentedControl. A tap on
/// another segment selects it and sends `.valueChanged`; setting `selectedSegmentIndex` in code
/// sends nothing, as in UIKit.
@MainActor
open class SegmentedControl: Control {
    /// The value of `selectedSegmentIndex` while no segment is selected.
    public static let noSegment = -1

    private var titles: [String]
    public var selectedSegmentIndex = SegmentedControl.noSegment

    public init(items: [String]) {
        titles = items
    }

    public var numberOfSegments: Int { titles.count }

    public func titleForSegment(at index: Int) -> String? {
        titles.indices.contains(index) ? titles[index] : nil
    }

    /// A finger on segment `index`: selects it and sends `.valueChanged` when the selection changed.
    /// Nothing happens while the control is disabled or for a segment it does not have.
    public func tapSegment(at index: Int) {
        guard isEnabled, titles.indices.contains(index), index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }

    open override var screenDescription: String? {
        let segments = titles.enumerated().map { index, title in
            index == selectedSegmentIndex ? "[\(title)]" : title
        }
        return "Segments " + segments.joined(separator: " ") + (isEnabled ? "" : " disabled")
    }
}

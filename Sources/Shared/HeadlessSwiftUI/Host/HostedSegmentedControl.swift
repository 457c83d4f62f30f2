import HeadlessUI

/// The HeadlessUI segmented control a Picker becomes: a tap on a segment selects its option.
@MainActor
final class HostedSegmentedControl: SegmentedControl {
    var onSelect: (@MainActor (Int) -> Void)?

    override init(items: [String]) {
        super.init(items: items)
        addAction(
            Action { [weak self] _ in
                guard let self else { return }
                onSelect?(selectedSegmentIndex)
            }, for: .valueChanged)
    }
}

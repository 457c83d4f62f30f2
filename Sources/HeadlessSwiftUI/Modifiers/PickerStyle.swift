/// How a Picker shows its options, like SwiftUI's PickerStyle. Only the segmented style exists here,
/// and every picker has it.
public protocol PickerStyle {}

/// Options side by side as segments, like SwiftUI's SegmentedPickerStyle.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// How a Picker shows its options, like SwiftUI's PickerStyle. Only the segmented style exists here,
/// and every picker has it.
public protocol PickerStyle {}

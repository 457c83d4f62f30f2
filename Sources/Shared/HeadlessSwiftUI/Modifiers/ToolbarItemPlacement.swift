/// Where a toolbar item goes, like SwiftUI's ToolbarItemPlacement: leading and cancellation items on
/// the left of the navigation bar, trailing and confirmation items (shown in the bold "done" style)
/// on the right.
public struct ToolbarItemPlacement: Equatable, Sendable {
    enum Side {
        case leading
        case trailing
    }

    let side: Side
    let isConfirmation: Bool

    public static let automatic = ToolbarItemPlacement(side: .trailing, isConfirmation: false)
    public static let topBarLeading = ToolbarItemPlacement(side: .leading, isConfirmation: false)
    public static let topBarTrailing = ToolbarItemPlacement(side: .trailing, isConfirmation: false)
    public static let navigationBarLeading = topBarLeading
    public static let navigationBarTrailing = topBarTrailing
    public static let cancellationAction = ToolbarItemPlacement(side: .leading, isConfirmation: false)
    public static let confirmationAction = ToolbarItemPlacement(side: .trailing, isConfirmation: true)
    public static let primaryAction = ToolbarItemPlacement(side: .trailing, isConfirmation: false)
}

// Modifiers of what views look like and whether they can be used. They pass down to every view
// inside, as in SwiftUI.
extension View {
    /// The identifier tests and the driver find the element by.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifyingElements { $0.identifier = identifier }
    }

    /// Disables every control inside; a view already disabled stays so.
    public func disabled(_ disabled: Bool) -> some View {
        modifyingStyle { $0.isDisabled = $0.isDisabled || disabled }
    }

    public func foregroundStyle(_ color: Color) -> some View {
        modifyingStyle { $0.color = color }
    }

    public func foregroundColor(_ color: Color?) -> some View {
        modifyingStyle { $0.color = color }
    }

    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        modifyingStyle { $0.isStrikethrough = isActive }
    }

    /// The accent of controls inside, and the colour of a swipe button.
    public func tint(_ tint: Color?) -> some View {
        modifyingStyle { $0.tint = tint }
    }
}

import HeadlessUI

/// What one element of a row shows: its text, colours, strike-through and image.
public struct ElementSnapshot: Equatable, Sendable {
    public let text: String?
    public let textColor: String?
    public let isStrikethrough: Bool
    public let backgroundColor: String?
    public let imageName: String?

    @MainActor
    init(_ view: View) {
        let label = view as? Label
        text = label?.text ?? (view as? TextField)?.text
        textColor = label?.textColor.name
        isStrikethrough = label?.isStrikethrough ?? false
        backgroundColor = view.backgroundColor?.name
        imageName = (view as? ImageView)?.image?.name
    }
}

/// One table row: its identified elements by accessibility identifier.
public struct RowSnapshot: Equatable, Sendable {
    public let elements: [String: ElementSnapshot]

    /// The text of the element `identifier` in this row.
    public func text(_ identifier: String) -> String? {
        elements[identifier]?.text
    }
}

/// A button revealed by swiping a row.
public struct SwipeActionSnapshot: Equatable, Sendable {
    public let title: String
    /// "normal" or "destructive".
    public let style: String
    public let color: String

    public init(title: String, style: String, color: String) {
        self.title = title
        self.style = style
        self.color = color
    }
}

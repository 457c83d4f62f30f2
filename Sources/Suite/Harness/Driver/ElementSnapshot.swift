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
///
/// A row has a handful of them, kept in the order they were found and looked up one by one: every
/// row of every table is read after each step of a random sequence, and a dictionary per row cost
/// half of that reading in hashing and growing.
public struct RowSnapshot: Equatable, Sendable {
    private var identifiers: [String] = []
    private var elements: [ElementSnapshot] = []

    init() {
        identifiers.reserveCapacity(6)
        elements.reserveCapacity(6)
    }

    /// The element `identifier` of this row, if it has one.
    public func element(_ identifier: String) -> ElementSnapshot? {
        identifiers.firstIndex(of: identifier).map { elements[$0] }
    }

    /// The text of the element `identifier` in this row.
    public func text(_ identifier: String) -> String? {
        element(identifier)?.text
    }

    /// Adds the element `identifier` unless the row has one by that identifier already.
    mutating func add(_ identifier: String, _ element: @autoclosure () -> ElementSnapshot) {
        guard !identifiers.contains(identifier) else { return }
        identifiers.append(identifier)
        elements.append(element())
    }

    /// The same identified elements, in whatever order they were found.
    public static func == (lhs: RowSnapshot, rhs: RowSnapshot) -> Bool {
        lhs.identifiers.count == rhs.identifiers.count
            && zip(lhs.identifiers, lhs.elements).allSatisfy { rhs.element($0) == $1 }
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

/// One resolved piece of the screen: what a primitive view became, with the modifiers that apply to
/// it. The host turns elements into HeadlessUI views.
@MainActor
struct Element {
    enum Kind {
        case text(String)
        case button(ButtonElement)
        case textField(title: String, prompt: String?, value: String, text: Binding<String>, focus: FocusRequest?)
        case image(String)
        case progress
        case color(Color)
        case segments(titles: [String], selected: Int, select: @MainActor (Int) -> Void)
        case stack(Axis)
        case list(any RowSource)
    }

    var kind: Kind
    var path: ViewPath
    var children: [Element] = []
    var identifier: String?
    var style = InheritedStyle()
    /// What makes the buttons revealed by swiping this row. They are made when asked for (a swipe, a
    /// comparison of rows), not at every update of every row on screen: most updates swipe nothing.
    var swipeActionSources: [@MainActor () -> [ButtonElement]] = []
    var allowsFullSwipe = true
    /// The value `.tag(_:)` gave the view, which a Picker's selection names it by.
    var tag: AnyHashable?

    /// Whether `other` shows the same as this element, to tell a changed row from an unchanged one.
    /// Actions are not compared: a closure cannot be, and only what is shown needs configuring.
    func showsSame(as other: Element) -> Bool {
        guard identifier == other.identifier, style == other.style, allowsFullSwipe == other.allowsFullSwipe,
            children.count == other.children.count
        else { return false }
        let swipeActions = swipeActions
        let otherSwipeActions = other.swipeActions
        guard swipeActions.count == otherSwipeActions.count,
            zip(swipeActions, otherSwipeActions).allSatisfy({ $0.showsSame(as: $1) })
        else { return false }
        let sameKind =
            switch (kind, other.kind) {
            case (.text(let text), .text(let otherText)): text == otherText
            case (.button(let button), .button(let otherButton)): button.showsSame(as: otherButton)
            case (
                .textField(let title, let prompt, let value, _, let focus),
                .textField(let otherTitle, let otherPrompt, let otherValue, _, let otherFocus)
            ):
                title == otherTitle && prompt == otherPrompt && value == otherValue
                    && focus?.isFocused == otherFocus?.isFocused
            case (.image(let name), .image(let otherName)): name == otherName
            case (.color(let color), .color(let otherColor)): color == otherColor
            case (.segments(let titles, let selected, _), .segments(let otherTitles, let otherSelected, _)):
                titles == otherTitles && selected == otherSelected
            case (.progress, .progress): true
            // A list inside a row is compared by its own table.
            case (.list, .list): true
            case (.stack(let axis), .stack(let otherAxis)): axis == otherAxis
            default: false
            }
        return sameKind && zip(children, other.children).allSatisfy { $0.showsSame(as: $1) }
    }

    /// The buttons revealed by swiping this row, first one outermost.
    var swipeActions: [ButtonElement] {
        swipeActionSources.flatMap { $0() }
    }

    /// The first button in this element and the elements inside it, depth first.
    var firstButton: ButtonElement? {
        if case .button(let button) = kind { return button }
        for child in children {
            if let button = child.firstButton { return button }
        }
        return nil
    }
}

import HeadlessUI

/// Turns elements into HeadlessUI views, keeping each view as long as its element's identity, so a
/// field keeps its focus and a table its scroll position and open swipe across updates.
@MainActor
final class ElementRenderer {
    weak var graph: ViewGraph?
    private var views: [ViewPath: Kept<HeadlessUI.View>] = [:]
    private var lists: [ViewPath: Kept<ListAdapter>] = [:]
    /// Counts the renders; what a render did not use is let go at its end.
    private var renderNumber = 0
    private var focusedField: HeadlessUI.TextField?

    /// Shows `elements` as the subviews of `container`, in order.
    func render(_ elements: [Element], into container: HeadlessUI.View) {
        renderNumber += 1
        focusedField = nil
        let children = elements.map(view(for:))
        Self.setSubviews(children, of: container)
        let renderNumber = renderNumber
        // Most renders show the same elements again: the dictionaries are rebuilt only when one left.
        if views.values.contains(where: { $0.render != renderNumber }) {
            views = views.filter { $0.value.render == renderNumber }
        }
        if lists.values.contains(where: { $0.render != renderNumber }) {
            lists = lists.filter { $0.value.render == renderNumber }
        }
        // After the views are in place: focus is taken from the other fields of the same screen.
        focusedField?.becomeFirstResponder()
    }

    private func view(for element: Element) -> HeadlessUI.View {
        let view: HeadlessUI.View
        switch element.kind {
        case .text(let text):
            let label = reused(element.path, make: HeadlessUI.Label.init)
            label.text = text
            label.textColor = element.style.color?.platformColor ?? .black
            label.isStrikethrough = element.style.isStrikethrough
            view = label
        case .button(let button):
            let hosted = reused(element.path, make: HostedButton.init)
            hosted.title = button.title
            hosted.isEnabled = !button.isDisabled
            hosted.onTap = { [weak graph] in graph?.transaction(button.action) }
            // A label beyond a plain title is shown inside the button, as SwiftUI draws it.
            Self.setSubviews(element.children.map(self.view(for:)), of: hosted)
            view = hosted
        case .textField(let title, let prompt, let value, let text, let focus):
            view = textField(at: element.path, title: title, prompt: prompt, value: value, text: text, focus: focus)
            (view as? HeadlessUI.TextField)?.isEnabled = !element.style.isDisabled
        case .image(let name):
            let imageView = reused(element.path) { HeadlessUI.ImageView() }
            imageView.image = HeadlessUI.Image(named: name)
            view = imageView
        case .progress:
            let indicator = reused(element.path, make: HeadlessUI.ActivityIndicatorView.init)
            indicator.startAnimating()
            view = indicator
        case .color(let color):
            let patch = reused(element.path, make: HeadlessUI.View.init)
            patch.backgroundColor = color.platformColor
            Self.setSubviews([], of: patch)
            view = patch
        case .segments(let titles, let selected, let select):
            view = segments(at: element.path, titles: titles, selected: selected, select: select)
            (view as? Control)?.isEnabled = !element.style.isDisabled
        case .stack:
            let stack = reused(element.path, make: HeadlessUI.View.init)
            stack.backgroundColor = nil
            Self.setSubviews(element.children.map(self.view(for:)), of: stack)
            view = stack
        case .list(let rows):
            view = list(at: element.path, rows: rows)
        }
        view.accessibilityIdentifier = element.identifier
        return view
    }

    private func textField(
        at path: ViewPath, title: String, prompt: String?, value: String, text: Binding<String>, focus: FocusRequest?
    ) -> HeadlessUI.View {
        let field = reused(path, make: HostedTextField.init)
        if field.text != value { field.text = value }
        field.placeholder = prompt ?? title
        field.onEdit = { [weak graph] newText in
            graph?.transaction {
                text.wrappedValue = newText
                focus?.focus()
            }
        }
        if let focus {
            if focus.isFocused {
                focusedField = field
            } else if field.isFirstResponder {
                field.resignFirstResponder()
            }
        }
        return field
    }

    private func segments(
        at path: ViewPath, titles: [String], selected: Int, select: @escaping @MainActor (Int) -> Void
    ) -> HeadlessUI.View {
        // A segmented control's titles are fixed when it is made: other titles need another control.
        var control = reused(path) { HostedSegmentedControl(items: titles) }
        if (0..<control.numberOfSegments).map({ control.titleForSegment(at: $0) ?? "" }) != titles {
            control = HostedSegmentedControl(items: titles)
            views[path] = Kept(control, render: renderNumber)
        }
        control.selectedSegmentIndex = selected
        control.onSelect = { [weak graph] index in graph?.transaction { select(index) } }
        return control
    }

    private func list(at path: ViewPath, rows: any RowSource) -> HeadlessUI.View {
        if let kept = lists[path] {
            kept.render = renderNumber
            kept.value.update(rows, isNew: false)
            return kept.value.table
        }
        let adapter = ListAdapter()
        adapter.graph = graph
        adapter.update(rows, isNew: true)
        lists[path] = Kept(adapter, render: renderNumber)
        return adapter.table
    }

    private func reused<T: HeadlessUI.View>(_ path: ViewPath, make: () -> T) -> T {
        if let kept = views[path], let existing = kept.value as? T {
            kept.render = renderNumber
            return existing
        }
        let made = make()
        views[path] = Kept(made, render: renderNumber)
        return made
    }

    /// Replaces the subviews only when they differ, so that an unchanged screen is left alone.
    private static func setSubviews(_ children: [HeadlessUI.View], of container: HeadlessUI.View) {
        let current = container.subviews
        guard current.count != children.count || zip(current, children).contains(where: { $0 !== $1 }) else { return }
        for view in current { view.removeFromSuperview() }
        for view in children { container.addSubview(view) }
    }

    /// A view or list kept for a path, with the last render that used it.
    private final class Kept<Value> {
        let value: Value
        var render: Int

        init(_ value: Value, render: Int) {
            self.value = value
            self.render = render
        }
    }
}

import Observation

/// Where a view is being resolved: its identity, the environment and style it inherits, the view
/// whose body it came from, and the screen gathering its preferences.
@MainActor
struct ResolveContext {
    /// The screen and what its views ask of it, in one object: a context is copied for every view
    /// resolved, and one reference costs less to copy than two.
    var pass: RenderPass
    var path: ViewPath
    var environment: EnvironmentValues
    var style = InheritedStyle()
    /// The view whose body produced what is being resolved: it re-renders when what is read here changes.
    var owner: ViewNode?

    var graph: ViewGraph { pass.graph }
    var preferences: Preferences { pass.preferences }

    /// This place, for views resolved after the update under way: the rows a table asks for.
    func resolvingLater() -> ResolveContext {
        var later = self
        later.pass = graph.rowsPass
        return later
    }

    func resolve(_ view: any View, at component: ViewPath.Component) -> [Element] {
        var child = self
        child.path = path.appending(component)
        return child.resolve(view)
    }

    func resolve(_ view: any View) -> [Element] {
        make(view)
    }

    private func make<V: View>(_ view: V) -> [Element] {
        V._makeView(view, inputs: _ViewInputs(context: self)).elements
    }

    /// Reads a value on behalf of the owning view, so that a change to it re-renders that view.
    func read<T>(_ value: () -> T) -> T {
        guard let owner else { return value() }
        return owner.tracking(value)
    }

    /// A leaf element at this place, with the inherited style.
    func element(_ kind: Element.Kind, children: [Element] = []) -> Element {
        Element(kind: kind, path: path, children: children, style: style)
    }

    /// The buttons among `content`'s elements, for a toolbar item, an alert or a swipe.
    func buttons(in content: any View, at component: ViewPath.Component) -> [ButtonElement] {
        Self.buttons(in: resolve(content, at: component))
    }

    static func buttons(in elements: [Element]) -> [ButtonElement] {
        elements.flatMap { element in
            if case .button(var button) = element.kind {
                button.identifier = button.identifier ?? element.identifier
                return [button]
            }
            return buttons(in: element.children)
        }
    }

    /// The text fields among `elements`, for an alert.
    static func textFields(in elements: [Element]) -> [AlertField] {
        elements.flatMap { element in
            if case .textField(let title, let prompt, let value, let text, _) = element.kind {
                return [
                    AlertField(placeholder: prompt ?? title, value: value, text: text, identifier: element.identifier)
                ]
            }
            return textFields(in: element.children)
        }
    }

    /// The text of `content`, for an alert's message or a tab's title.
    func text(in content: any View, at component: ViewPath.Component) -> String? {
        Self.text(of: resolve(content, at: component))
    }

    /// The texts among `elements`, depth first, one a line; nil when there is none.
    static func text(of elements: [Element]) -> String? {
        func collect(_ element: Element) -> [String] {
            if case .text(let text) = element.kind { return [text] }
            return element.children.flatMap(collect)
        }
        let texts = elements.flatMap(collect)
        return texts.isEmpty ? nil : texts.joined(separator: "\n")
    }
}

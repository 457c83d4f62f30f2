/// A choice of one value among several, like SwiftUI's Picker: each option is a view tagged with
/// its value (`Text("Open").tag(Filter.open)`), and the selection binding holds the chosen value.
/// Every picker is shown as a HeadlessUI segmented control, SwiftUI's `.segmented` style; a tap on a
/// segment writes its tag through the binding.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let content: Content

    public var body: Never { fatalError("Picker has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        let selection = selection
        let options = context.resolve(content, at: .index(0))
        let titles = options.map { Self.title(of: $0) }
        let tags = options.map(\.tag)
        let current = AnyHashable(context.read { selection.wrappedValue })
        let selected = tags.firstIndex(of: current) ?? -1
        return [
            context.element(
                .segments(
                    titles: titles, selected: selected,
                    select: { index in
                        if tags.indices.contains(index), let value = tags[index]?.base as? SelectionValue {
                            selection.wrappedValue = value
                        }
                    }))
        ]
    }

    private static func title(of element: Element) -> String {
        if case .text(let text) = element.kind { return text }
        return element.children.map(title(of:)).joined()
    }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    {
        self.selection = selection
        self.content = content()
    }
}

/// Rows, like SwiftUI's List; shown as a HeadlessUI table view whose rows are cells, so they are
/// read, tapped and swiped as any table's. Every view the content makes is a row (a `ForEach`
/// makes one per element); a row keeps its identity, and a change re-configures only the rows whose
/// content changed.
public struct List<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("List has no body") }
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs { view.outputs(inputs) }

    func resolve(in context: ResolveContext) -> [Element] {
        var inner = context
        inner.path = context.path.appending(.index(0))
        let rows: any RowSource =
            if let forEach = content as? any LazyRowContent {
                // Rows are resolved when the table asks, after this update: their preferences go
                // to the update under way then.
                forEach.lazyRows(in: inner.resolvingLater())
            } else {
                ResolvedRows(rows: inner.resolve(content))
            }
        return [context.element(.list(rows))]
    }
}

extension List {
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}

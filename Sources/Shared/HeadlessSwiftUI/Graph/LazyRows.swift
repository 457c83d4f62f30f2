/// The rows of a List over one ForEach, resolved only when the table asks for a row: an update
/// compares the elements' ids, so it costs a pass over the ids however long the list, and the
/// table configures only the rows on screen.
@MainActor
struct LazyRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: RowSource {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content
    let context: ResolveContext
    let ids: [ID]

    init(
        data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content, context: ResolveContext
    ) {
        self.data = data
        self.id = id
        self.content = content
        self.context = context
        ids = data.map { $0[keyPath: id] }
    }

    var count: Int { ids.count }

    /// The row's element; a row that resolves to several views shows them side by side.
    func row(at index: Int) -> Element {
        let element = data[data.index(data.startIndex, offsetBy: index)]
        var row = context
        row.path = context.path.appending(.id(AnyHashable(ids[index])))
        let elements = row.resolve(content(element))
        if elements.count == 1 { return elements[0] }
        return row.element(.stack(.horizontal), children: elements)
    }

    func changes(since old: any RowSource) -> RowChanges {
        guard let old = old as? Self else { return .reordered }
        return RowChanges.between(old.ids, ids)
    }
}

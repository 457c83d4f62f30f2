/// The rows of a List over one ForEach, resolved only when the table asks for a row. An update
/// reads the elements' ids only when the data is not the very collection shown before, and then in
/// one pass, so the table configures the rows that changed and those on screen, nothing else.
@MainActor
struct LazyRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: RowSource {
    let data: Data
    let id: KeyPath<Data.Element, ID>?
    let identify: (Data.Element) -> ID
    let content: (Data.Element) -> Content
    let kept: KeptContext
    /// The ids once read, for the next update to compare with instead of reading them again.
    private let readIDs = ReadIDs()

    var count: Int { data.count }

    /// The row's element; a row that resolves to several views shows them side by side.
    func row(at index: Int) -> Element {
        let element = data[data.index(data.startIndex, offsetBy: index)]
        var row = kept.context
        row.path = row.path.appending(.id(AnyHashable(identify(element))))
        let elements = row.resolve(content(element))
        if elements.count == 1 { return elements[0] }
        return row.element(.stack(.horizontal), children: elements)
    }

    func changes(since old: any RowSource) -> RowChanges {
        guard let old = old as? Self else { return .reordered }
        // An array a view passes on unchanged (the model's own) is the same storage: nothing moved.
        // So is a collection that says it equals the one before, whatever its storage.
        if sharesStorage(with: old) || equalsData(of: old) {
            readIDs.ids = old.readIDs.ids
            return .same(reloaded: [])
        }
        return ids.changes(since: old.ids)
    }

    /// Whether the collection is Equatable and equal to the older one: a collection that makes its
    /// elements when read (row view models, say) has no storage to share, but can say it is unchanged.
    private func equalsData(of old: Self) -> Bool {
        guard let data = data as? any Equatable else { return false }
        return data.isEqual(to: old.data)
    }

    /// Whether both hold the same elements in the same storage. The older rows keep their
    /// collection alive, so storage they share cannot have been written since.
    private func sharesStorage(with old: Self) -> Bool {
        guard data.count == old.data.count else { return false }
        guard let mine = data.withContiguousStorageIfAvailable({ $0.baseAddress }),
            let theirs = old.data.withContiguousStorageIfAvailable({ $0.baseAddress })
        else { return false }
        return mine == theirs
    }

    /// Every element's id, in order, read once: as bits when they are integers or UUIDs.
    private var ids: IDs {
        if let ids = readIDs.ids { return ids }
        let ids: IDs =
            RowBits.canHold(ID.self)
            ? .bits(bitsReadFromStorage() ?? data.map { RowBits(identify($0)) })
            : .values(data.map(identify))
        readIDs.ids = ids
        return ids
    }

    /// The ids of the rows, as bits or as values of the id type.
    enum IDs {
        case bits([RowBits])
        case values([ID])

        func changes(since old: IDs) -> RowChanges {
            switch (old, self) {
            case (.bits(let old), .bits(let new)): RowChanges.between(old, new)
            case (.values(let old), .values(let new)): RowChanges.between(old, new)
            // One id type is always read the same way; were it not, the rows would be shown afresh.
            default: .reordered
            }
        }
    }

    /// Where the id lies in an element: at the key path given, or, for Identifiable elements, in the
    /// structure's stored field `id`, which is then the property Identifiable reads. Nil when the id
    /// is not a stored field.
    private var idOffset: Int? {
        if let id { return MemoryLayout<Data.Element>.offset(of: id) }
        guard let first = data.first, let stored = StoredFields.of(first) else { return nil }
        return stored.fields.first { $0.name == "id" && $0.type == ID.self }?.offset
    }

    final class ReadIDs {
        var ids: IDs?
    }

    /// Integer and UUID ids that are stored fields are read straight from contiguous storage: many
    /// times quicker than copying each element out to ask it for its id, with or without
    /// optimisation. Nil when the id or the storage is not like that; ids of other types are asked of
    /// each element.
    private func bitsReadFromStorage() -> [RowBits]? {
        guard let offset = idOffset else { return nil }
        return data.withContiguousStorageIfAvailable { elements in
            RowBits.read(
                UnsafeRawBufferPointer(elements), count: elements.count, stride: MemoryLayout<Data.Element>.stride,
                offset: offset, size: MemoryLayout<ID>.size)
        }
    }
}

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
        if sharesStorage(with: old) {
            readIDs.ids = old.readIDs.ids
            return .same(reloaded: [])
        }
        return RowChanges.between(old.ids, ids)
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

    /// Every element's id, in order, read once.
    private var ids: [ID] {
        if let ids = readIDs.ids { return ids }
        let ids = idsReadFromStorage() ?? idsOneByOne()
        readIDs.ids = ids
        return ids
    }

    private func idsOneByOne() -> [ID] {
        var ids: [ID] = []
        ids.reserveCapacity(data.count)
        for element in data { ids.append(identify(element)) }
        return ids
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
        var ids: [ID]?
    }

    /// An id that is a stored field of plain bits (an integer, a UUID) is read straight from
    /// contiguous storage: many times quicker than copying each element out to ask it for its id,
    /// with or without optimisation. Nil when the id or the storage is not like that.
    private func idsReadFromStorage() -> [ID]? {
        guard _isPOD(ID.self), let offset = idOffset else { return nil }
        return data.withContiguousStorageIfAvailable { elements in
            let bytes = UnsafeRawBufferPointer(elements)
            let stride = MemoryLayout<Data.Element>.stride
            var ids: [ID] = []
            ids.reserveCapacity(elements.count)
            for index in 0..<elements.count {
                ids.append(bytes.load(fromByteOffset: index * stride + offset, as: ID.self))
            }
            return ids
        }
    }
}
